import { DEFAULT_CALLING_COUNTRY, type CallingCountry, type LoadedSession } from '@justiciable/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { endSession } from '../../session/end-session';
import { useRouterContext } from '../../session/router-context';
import { userAtom } from '../../session/user-atoms';
import { PageHeader } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { PhoneField } from '../../ui/phone-field';
import { IdentityForm } from './identity-form';
import { focusLandingHeading } from './landing-focus';
import './welcome.css';

const phoneRoute = getRouteApi('/_public/celular');

/**
 * /celular: an account created without a phone gives its cell phone before entering the portal
 * (the signed-in area sends it here), with the same country picker as registration; saved, it
 * goes on to the page it asked for. Signing out is the other way on.
 */
export function MissingPhonePage() {
  const { session } = phoneRoute.useRouteContext();
  const { volver } = phoneRoute.useSearch();
  const context = useRouterContext();
  const { portal, toaster } = context;
  const navigate = useNavigate();
  const setUser = useSetAtom(userAtom);
  const [country, setCountry] = useState<CallingCountry>(DEFAULT_CALLING_COUNTRY);
  const [number, setNumber] = useState('');

  async function saved(withPhone: LoadedSession) {
    setUser(withPhone);
    toaster.success('Guardamos su teléfono celular.');
    focusLandingHeading();
    await navigate({ href: volver ?? '/', replace: true });
  }

  async function signOut() {
    await endSession(context);
    await navigate({ to: '/welcome/{-$verified}', params: { verified: undefined }, replace: true });
  }

  const name = session.client.name.trim();
  return (
    <div className="page-stack missing-phone">
      <PageHeader
        title="Falta su teléfono celular"
        lead={`${name === '' ? 'Su cuenta' : `${name}, su cuenta`} no tiene un teléfono celular. Sus abogados y estudios lo usan para comunicarse con usted: escríbalo para continuar.`}
      />
      <IdentityForm
        className="ui-form ui-card"
        label="Teléfono celular"
        submit="Guardar y continuar"
        send={() => portal.addMissingPhone({ session, phone: number, country })}
        onAccepted={saved}
        leaves
        footer={
          <Button variant="quiet" onPress={() => void signOut()}>
            Cerrar sesión
          </Button>
        }
      >
        <PhoneField
          legend="Teléfono celular"
          name="phone"
          country={country}
          onCountryChange={setCountry}
          number={number}
          onNumberChange={setNumber}
        />
      </IdentityForm>
    </div>
  );
}
