/** Brand mark and word mark; the mark alone in the compact drawer. */
export function Logo({ name }: { name: string }) {
  const [first, ...rest] = name.split(' ');
  return (
    <span className="logo">
      <span className="logo__mark" aria-hidden="true">
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none">
          <path
            d="M12 2l3.1 6.3L22 9.3l-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z"
            fill="currentColor"
          />
        </svg>
      </span>
      <span className="logo__text">
        {first} <span className="logo__accent">{rest.join(' ')}</span>
      </span>
    </span>
  );
}
