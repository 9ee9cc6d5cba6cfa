import { Currencies } from './currencies.tsx';
import { PaymentLimits } from './payment-limits.tsx';
import { RegistrationFields } from './registration-fields.tsx';
import { RestrictedCountries } from './restricted-countries.tsx';

/** The settings screens (admins): currencies, registration, payments, countries (ADR 024). */
export function Settings() {
  return (
    <section className="settings">
      <h2>Settings</h2>
      <RestrictedCountries />
      <RegistrationFields />
      <Currencies />
      <PaymentLimits />
    </section>
  );
}
