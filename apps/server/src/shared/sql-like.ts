/** A LIKE pattern's text with its wildcards (`%`, `_`) and escape taken literally. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
