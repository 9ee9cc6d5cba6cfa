import { TableWrap } from '../../components/table-wrap.tsx';
import { backofficeApi } from '../../lib/api.ts';
import { useApi } from '../../lib/query.ts';
import { GbReturnPanel } from './gb-return.tsx';
import { PROFILE_RULES } from './profile-rules.ts';

/**
 * Jurisdictions (issue 32): the profile in force per place and every profile's rules, read-only
 * (the mapping is the JURISDICTION_COUNTRIES setting), and the GB quarterly regulatory return.
 */
export function Jurisdictions({ canExport }: { canExport: boolean }) {
  const { data, error } = useApi(backofficeApi.getJurisdictions, {});
  const nameOf = (code: string) => data?.profiles.find((p) => p.code === code)?.name ?? code;
  return (
    <section>
      <h2>Jurisdictions</h2>
      {error && <p className="error">{error}</p>}
      {data && (
        <>
          <h3>In force</h3>
          <TableWrap>
            <table>
              <thead>
                <tr>
                  <th scope="col">Country</th>
                  <th scope="col">Profile</th>
                </tr>
              </thead>
              <tbody>
                {data.places.map(({ place, profile }) => (
                  <tr key={place}>
                    <td>{place === 'EU' ? 'EU (every other member state)' : place}</td>
                    <td>
                      {nameOf(profile)} <code>{profile}</code>
                    </td>
                  </tr>
                ))}
                <tr className="total">
                  <td>Every other country</td>
                  <td>
                    {nameOf(data.fallback)} <code>{data.fallback}</code>
                  </td>
                </tr>
              </tbody>
            </table>
          </TableWrap>
          <p className="muted">
            Set by JURISDICTION_COUNTRIES (country, country-region such as CA-ON, or EU); a player's
            profile follows the country of their account, a guest's the request's.
          </p>
          <h3>Rules per profile</h3>
          <TableWrap>
            <table className="jurisdiction-rules">
              <thead>
                <tr>
                  <th scope="col">Rule</th>
                  {data.profiles.map((p) => (
                    <th key={p.code} scope="col">
                      {p.name} <code>{p.code}</code>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {PROFILE_RULES.map(([label, show]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    {data.profiles.map((p) => (
                      <td key={p.code}>{show(p)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        </>
      )}
      <GbReturnPanel canExport={canExport} />
    </section>
  );
}
