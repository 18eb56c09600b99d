import { billingTextFields, TAX_CONDITIONS, type BillingField, type LoadedSession } from '@justiciable/core';
import { useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { usePortal } from '../../session/router-context';
import { Card, FormAlert } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { ErrorSummary } from '../../ui/error-summary';
import { Select } from '../../ui/select';
import { TermHelp } from '../../ui/term-help';
import { TextField } from '../../ui/text-field';
import { useAccountSave } from './use-save';

const BILLING_FIELDS = Object.keys(billingTextFields) as BillingField[];

export function BillingForm({
  loaded,
  onDirtyChange,
}: {
  readonly loaded: LoadedSession;
  readonly onDirtyChange: (dirty: boolean) => void;
}) {
  const portal = usePortal();
  const { profile } = loaded;
  const [companyName, setCompanyName] = useState(profile.billingCompanyName ?? '');
  const [taxId, setTaxId] = useState(profile.taxId ? String(profile.taxId) : '');
  const [address, setAddress] = useState(profile.billingAddress ?? '');
  const [telephone, setTelephone] = useState(profile.billingTelephone ?? '');
  const [condition, setCondition] = useState<string | null>(profile.billingTaxCondition);
  const [email, setEmail] = useState(profile.billingEmail ?? '');
  const { save, refusal, pending, error } = useAccountSave('Sus datos de facturación fueron guardados', BILLING_FIELDS);
  const dirty =
    companyName !== (profile.billingCompanyName ?? '') ||
    taxId !== (profile.taxId ? String(profile.taxId) : '') ||
    address !== (profile.billingAddress ?? '') ||
    telephone !== (profile.billingTelephone ?? '') ||
    (condition ?? null) !== (profile.billingTaxCondition ?? null) ||
    email !== (profile.billingEmail ?? '');
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  return (
    <Card
      title="Datos de facturación"
      lead="Los usan sus abogados para emitir las facturas de sus consultas. Todos los campos son opcionales."
      labelledBy="billing-title"
    >
      <Form
        className="ui-form"
        aria-labelledby="billing-title"
        validationBehavior="aria"
        validationErrors={refusal.fieldErrors}
        onSubmit={(event) => {
          event.preventDefault();
          // As typed: core's save reads the CUIT (dashes and all) and says on each field what is wrong,
          // and what was typed stays for the person to correct; nothing is sent until all is right.
          const billing = {
            billingCompanyName: companyName,
            taxId,
            billingAddress: address,
            billingTelephone: telephone,
            billingTaxCondition: condition,
            billingEmail: email,
          };
          void save((current) => portal.saveBilling({ current, billing }));
        }}
      >
        <ErrorSummary errors={refusal.items} attempt={refusal.attempt} headingLevel={3} />
        {error ? <FormAlert>{error}</FormAlert> : null}
        <p className="ui-description billing-terms">
          <TermHelp term="CUIT / CUIL" named />
          <TermHelp term="Condición frente al IVA" named />
          {condition ? <TermHelp term={condition} named /> : null}
        </p>
        <div className="ui-form-grid">
          <TextField
            name="billingCompanyName"
            label="Razón social o nombre"
            autoComplete="billing organization"
            value={companyName}
            onChange={setCompanyName}
          />
          <TextField
            name="taxId"
            label="CUIT / CUIL"
            inputMode="numeric"
            description="11 números; puede escribirlo con guiones."
            value={taxId}
            onChange={setTaxId}
          />
          <Select label="Condición frente al IVA" options={TAX_CONDITIONS} value={condition} onChange={setCondition} />
          <TextField
            name="billingAddress"
            label="Domicilio fiscal"
            autoComplete="billing street-address"
            value={address}
            onChange={setAddress}
          />
          <TextField
            name="billingTelephone"
            type="tel"
            label="Teléfono de facturación"
            autoComplete="billing tel"
            value={telephone}
            onChange={setTelephone}
          />
          <TextField
            name="billingEmail"
            type="email"
            label="Correo para facturas"
            autoComplete="billing email"
            value={email}
            onChange={setEmail}
          />
        </div>
        <div className="ui-card-actions">
          <Button type="submit" isPending={pending}>
            Guardar facturación
          </Button>
        </div>
      </Form>
    </Card>
  );
}
