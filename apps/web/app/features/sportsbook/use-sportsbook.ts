import { gameApi } from '@casino/contracts/api';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { call } from '../../lib/api';

/** What the SDK tells the page (docs/decisions/032). */
export type SportsbookEvent =
  | { type: 'deposit' }
  | { type: 'signIn' }
  | { type: 'limitReached'; reason: string }
  | { type: 'heightChange'; height: number }
  | { type: 'routeChange'; path: string }
  | { type: 'betPlaced'; balance: number | null };

interface SdkInstance {
  navigate(path: string): void;
  destroy(): void;
}
interface BetSdk {
  init(options: {
    token: string | null;
    lang: string;
    currency: string;
    theme: 'dark' | 'light';
    container: HTMLElement;
    path: string;
    onEvent: (event: SportsbookEvent) => void;
  }): SdkInstance;
}

export const SPORTSBOOK_SCRIPT = '/sportsbook/sdk.js';
export const SPORTSBOOK_GAME = 'sportsbook';

let loading: Promise<BetSdk> | null = null;

/** Adds the SDK's script once, on demand (only the betting page calls this). */
function loadSdk(): Promise<BetSdk> {
  loading ??= new Promise<BetSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SPORTSBOOK_SCRIPT;
    script.async = true;
    script.onload = () => {
      const sdk = (window as unknown as { BetSdk?: BetSdk }).BetSdk;
      if (sdk) resolve(sdk);
      else reject(new Error('BetSdk missing'));
    };
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('sportsbook script failed to load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** A real-money launch token of the sportsbook for a signed-in player; null for guests. */
async function launchToken(isPlayer: boolean, locale: string): Promise<string | null> {
  if (!isPlayer) return null;
  try {
    const launch = await call(gameApi.playGame, {
      params: { id: SPORTSBOOK_GAME },
      body: { real: true, locale },
      auth: true,
    });
    return new URL(launch.url, window.location.href).searchParams.get('token');
  } catch {
    // No funded account yet: the bettor browses odds; placing asks for a deposit.
    return null;
  }
}

/**
 * Mounts the sportsbook SDK in `container`: loads its script on demand, launches the sportsbook
 * like a game for a token, and starts again whenever `sessionKey` changes (sign-in, sign-out,
 * account switch). `path` follows the page's `?setIframePath=` (Back and shared links).
 */
export function useSportsbook(
  container: RefObject<HTMLElement | null>,
  options: {
    sessionKey: string;
    isPlayer: boolean;
    locale: string;
    currency: string;
    path: string;
    onEvent: (event: SportsbookEvent) => void;
  },
) {
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const instance = useRef<SdkInstance | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const { sessionKey, isPlayer, locale, currency } = options;

  // biome-ignore lint/correctness/useExhaustiveDependencies: sessionKey restarts the SDK on sign-in, sign-out and account switch
  useEffect(() => {
    let isCancelled = false;
    setStatus('loading');
    void Promise.all([loadSdk(), launchToken(isPlayer, locale)])
      .then(([sdk, token]) => {
        if (isCancelled || !container.current) return;
        instance.current = sdk.init({
          token,
          lang: locale,
          currency,
          theme: 'dark',
          container: container.current,
          path: latest.current.path,
          onEvent: (event) => latest.current.onEvent(event),
        });
        setStatus('ready');
      })
      .catch(() => {
        if (!isCancelled) setStatus('failed');
      });
    return () => {
      isCancelled = true;
      instance.current?.destroy();
      instance.current = null;
    };
  }, [container, isPlayer, locale, currency, sessionKey]);

  return { status, navigate: (path: string) => instance.current?.navigate(path) };
}
