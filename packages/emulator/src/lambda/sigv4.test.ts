import { describe, expect, it } from 'vitest';
import type { IssuedCredentials } from '../context';
import { AwsRequestError, canonicalPath, canonicalQuery, verifySigV4, type SignedRequest } from './sigv4';

// The credentials and date of the AWS Signature Version 4 test suite.
const suiteCredentials: IssuedCredentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  sessionToken: '',
  identityId: 'us-east-1:suite',
  sub: null,
  expiresAt: Date.parse('2030-01-01T00:00:00Z'),
};
const suiteNow = Date.parse('2015-08-30T12:36:00Z');
const suiteExpectations = {
  region: 'us-east-1',
  service: 'service',
  now: suiteNow,
  findCredentials: (id: string) => (id === suiteCredentials.accessKeyId ? suiteCredentials : null),
};

function suiteRequest(rawQuery: string, signature: string, headers: Record<string, string> = {}): SignedRequest {
  const all: Record<string, string> = {
    host: 'example.amazonaws.com',
    'x-amz-date': '20150830T123600Z',
    authorization: `AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=${signature}`,
    ...headers,
  };
  return { method: 'GET', rawPath: '/', rawQuery, header: (name) => all[name], body: new Uint8Array() };
}

function refusal(request: SignedRequest, expectations = suiteExpectations): AwsRequestError {
  try {
    verifySigV4(request, expectations);
  } catch (error) {
    if (error instanceof AwsRequestError) return error;
    throw error;
  }
  throw new Error('the request was expected to be refused');
}

describe('verifySigV4 against the AWS test suite', () => {
  it('accepts get-vanilla', () => {
    const request = suiteRequest('', '5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31');
    expect(verifySigV4(request, suiteExpectations)).toBe(suiteCredentials);
  });

  it('accepts get-vanilla-query-order-key-case', () => {
    const request = suiteRequest(
      'Param2=value2&Param1=value1',
      'b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500',
    );
    expect(verifySigV4(request, suiteExpectations)).toBe(suiteCredentials);
  });

  it('refuses get-vanilla with one query parameter added', () => {
    const request = suiteRequest('Param1=value1', '5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31');
    expect(refusal(request).type).toBe('InvalidSignatureException');
  });

  it('refuses a scope whose date is not the request date', () => {
    const request = suiteRequest('', '5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31', {
      'x-amz-date': '20150831T000000Z',
    });
    expect(refusal(request, { ...suiteExpectations, now: Date.parse('2015-08-31T00:00:00Z') }).message).toMatch(
      /^Date in Credential scope does not match/,
    );
  });

  it('refuses a request dated more than 15 minutes ahead', () => {
    const request = suiteRequest('', '5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31');
    expect(refusal(request, { ...suiteExpectations, now: suiteNow - 16 * 60 * 1000 }).message).toMatch(
      /^Signature not yet current/,
    );
  });

  it('refuses a signature that does not cover the host', () => {
    const request = suiteRequest('', '5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31', {
      authorization:
        'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=x-amz-date, Signature=00',
    });
    expect(refusal(request).message).toMatch(/'Host'/);
  });

  it('refuses a request without X-Amz-Date', () => {
    const request = suiteRequest('', '5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31', {
      'x-amz-date': 'yesterday',
    });
    expect(refusal(request)).toMatchObject({ type: 'IncompleteSignatureException', status: 400 });
  });
});

describe('canonical request parts', () => {
  it('encodes an already encoded path label a second time, as the SDK signs it', () => {
    expect(
      canonicalPath('/lambda/2015-03-31/functions/arn%3Aaws%3Alambda%3Asa-east-1%3A1%3Afunction%3Af/invocations'),
    ).toBe('/lambda/2015-03-31/functions/arn%253Aaws%253Alambda%253Asa-east-1%253A1%253Afunction%253Af/invocations');
  });

  it('resolves dot segments and empty segments and keeps a trailing slash', () => {
    expect(canonicalPath('/a/./b/../c//d/')).toBe('/a/c/d/');
    expect(canonicalPath('/')).toBe('/');
  });

  it('sorts query parameters by name then value and encodes them the SigV4 way', () => {
    expect(canonicalQuery('b=2&a=z&a=y&c=hello%20world&d=%2A&e')).toBe('a=y&a=z&b=2&c=hello%20world&d=%2A&e=');
  });
});
