import { useSite, useT } from '../../lib/site';

/** The sandbox mode's warning strip on every page: nothing here is real money. */
export function SandboxRibbon() {
  const site = useSite();
  const t = useT();
  if (site.init.siteMode !== 'sandbox') return null;
  return (
    <div className="sandbox-ribbon" role="note" data-testid="sandbox-ribbon">
      <span className="sandbox-ribbon__dot" aria-hidden="true" />
      {t('common.sandboxRibbon')}
    </div>
  );
}
