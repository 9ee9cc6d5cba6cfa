import { ERROR_DEFAULTS } from '../../i18n/error-defaults';

export interface ErrorTexts {
  title: string;
  description: string;
  button: string;
}

export interface ErrorViewProps {
  status: number;
  /** Translated texts; the English defaults otherwise (docs/product/errors.md). */
  texts?: ErrorTexts;
  /** Site root, with the locale prefix when the route had one. */
  homeHref?: string;
  /** e.g. 'Page Not Found: /nope' */
  detail?: string;
}

/**
 * Error page: image, title, description and a Homepage button
 * (docs/product/routes-and-modals.md#error-page).
 */
export function ErrorView({
  status,
  texts = ERROR_DEFAULTS,
  homeHref = '/',
  detail,
}: ErrorViewProps) {
  return (
    <section className="error-view" aria-labelledby="error-title">
      <svg
        className="error-view__art"
        width="180"
        height="140"
        viewBox="0 0 180 140"
        fill="none"
        aria-hidden="true"
      >
        <rect
          x="22"
          y="26"
          width="70"
          height="96"
          rx="12"
          transform="rotate(-12 22 26)"
          fill="#1a2440"
          stroke="#3a4770"
          strokeWidth="2"
        />
        <rect
          x="86"
          y="18"
          width="70"
          height="96"
          rx="12"
          transform="rotate(10 86 18)"
          fill="#24304f"
          stroke="#7c5cff"
          strokeWidth="2"
        />
        <text
          x="112"
          y="86"
          fill="#a996ff"
          fontSize="34"
          fontWeight="800"
          fontFamily="system-ui"
          transform="rotate(10 112 86)"
        >
          ?
        </text>
        <circle cx="52" cy="72" r="6" fill="#ff5a6e" />
      </svg>
      <p className="error-view__status tabular">{status}</p>
      <h1 id="error-title">{texts.title}</h1>
      {detail ? (
        <p className="error-view__detail" data-testid="error-detail">
          {detail}
        </p>
      ) : null}
      <p className="error-view__text">{texts.description}</p>
      <a className="btn btn--primary btn--lg" href={homeHref}>
        {texts.button}
      </a>
    </section>
  );
}
