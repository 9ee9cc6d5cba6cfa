/** Decorative art of the hero banner: stacked chips and a card, drawn in brand colours. */
export function HeroArt() {
  return (
    <svg className="hero__art" viewBox="0 0 200 200" fill="none" aria-hidden="true">
      <defs>
        <linearGradient id="hero-chip" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffc145" />
          <stop offset="1" stopColor="#ff8a3d" />
        </linearGradient>
        <linearGradient id="hero-card" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b6cff" />
          <stop offset="1" stopColor="#3d7bff" />
        </linearGradient>
      </defs>
      <rect
        x="88"
        y="22"
        width="78"
        height="108"
        rx="12"
        transform="rotate(14 88 22)"
        fill="url(#hero-card)"
      />
      <path
        d="M128 64l6 12 13 2-9.5 9 2.3 13-11.8-6.2L116.2 100l2.3-13-9.5-9 13-2z"
        fill="#fff"
        opacity="0.9"
      />
      <ellipse cx="70" cy="150" rx="46" ry="14" fill="#b8860b" />
      <ellipse cx="70" cy="140" rx="46" ry="14" fill="url(#hero-chip)" />
      <ellipse
        cx="70"
        cy="128"
        rx="46"
        ry="14"
        fill="url(#hero-chip)"
        stroke="#fff3"
        strokeWidth="2"
      />
      <ellipse
        cx="70"
        cy="128"
        rx="28"
        ry="8"
        stroke="#fff8"
        strokeWidth="3"
        strokeDasharray="6 6"
      />
    </svg>
  );
}
