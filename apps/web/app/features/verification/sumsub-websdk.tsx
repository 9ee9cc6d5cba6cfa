import { verificationApi } from '@casino/contracts/api';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { call } from '../../lib/api';
import { loadScript } from '../../lib/load-script';
import { useSite, useT } from '../../lib/site';

/** The part of Sumsub's WebSDK builder the page uses (its documented launch interface). */
interface SnsBuilder {
  withConf(conf: { lang?: string; theme?: string }): SnsBuilder;
  withOptions(options: { addViewportTag?: boolean; adaptIframeHeight?: boolean }): SnsBuilder;
  on(event: string, handler: (payload: SnsPayload) => void): SnsBuilder;
  build(): { launch(selector: string): void; destroy?: () => void };
}
interface SnsPayload {
  reviewStatus?: string;
  reviewResult?: { reviewAnswer?: string };
}
declare global {
  interface Window {
    snsWebSdk?: { init(token: string, onExpired: () => Promise<string>): SnsBuilder };
  }
}

type Phase = 'loading' | 'ready' | 'failed' | 'in_review' | 'answered';

const askToken = () => call(verificationApi.createSumsubToken);

/**
 * Sumsub's WebSDK on /profile/verification only (docs/decisions/028): the script loads when this
 * card mounts, launches with the token from POST /api/player/sumsub/token, asks a new one when
 * the SDK says its token expired, and follows the applicant's status (the level itself comes
 * from Sumsub's webhook: `onStatus` reloads it).
 */
export function SumsubWebSdk({ onStatus }: { onStatus: () => void }) {
  const t = useT();
  const { locale } = useSite();
  const [phase, setPhase] = useState<Phase>('loading');
  const onStatusRef = useRef(onStatus);
  onStatusRef.current = onStatus;

  useEffect(() => {
    let isGone = false;
    let instance: { destroy?: () => void } | null = null;
    const follow = (payload: SnsPayload) => {
      if (isGone) return;
      const answered = payload.reviewStatus === 'completed' && payload.reviewResult?.reviewAnswer;
      setPhase(answered ? 'answered' : 'in_review');
      onStatusRef.current();
    };
    (async () => {
      const first = await askToken();
      await loadScript(first.sdkUrl);
      const sdk = window.snsWebSdk;
      if (isGone) return;
      if (!sdk) throw new Error('Sumsub WebSDK missing');
      const built = sdk
        .init(first.token, async () => (await askToken()).token)
        .withConf({ lang: locale.slice(0, 2) })
        .withOptions({ addViewportTag: false, adaptIframeHeight: true })
        .on('idCheck.onApplicantSubmitted', follow)
        .on('idCheck.onApplicantResubmitted', follow)
        .on('idCheck.onApplicantStatusChanged', follow)
        .build();
      built.launch('#sumsub-websdk');
      instance = built;
      setPhase('ready');
    })().catch(() => {
      if (!isGone) setPhase('failed');
    });
    return () => {
      isGone = true;
      instance?.destroy?.();
    };
  }, [locale]);

  return (
    <section className="card verification__sumsub" aria-labelledby="verification-sumsub">
      <h2 id="verification-sumsub">
        <ShieldCheck size={20} aria-hidden="true" /> {t('verification.sumsub.title')}
      </h2>
      {phase === 'loading' ? (
        <p className="muted" role="status">
          {t('verification.sumsub.loading')}
        </p>
      ) : null}
      {phase === 'failed' ? (
        <p className="form__error" role="alert" data-testid="sumsub-failed">
          {t('verification.sumsub.failed')}
        </p>
      ) : null}
      {phase === 'in_review' || phase === 'answered' ? (
        <p className="verification__required" role="status" data-testid="sumsub-status">
          {t(`verification.sumsub.${phase === 'answered' ? 'answered' : 'inReview'}`)}
        </p>
      ) : null}
      <div id="sumsub-websdk" className="verification__websdk" data-testid="sumsub-websdk" />
    </section>
  );
}
