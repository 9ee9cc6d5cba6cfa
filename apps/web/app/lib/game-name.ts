/** A built-in title's name from its identity (`fruit-fiesta` → Fruit Fiesta). */
export const gameName = (identity: string) =>
  identity
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
