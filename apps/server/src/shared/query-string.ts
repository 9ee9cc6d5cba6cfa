import { parse } from 'node:querystring';

/**
 * The query parser of every route: repeated keys become arrays, and the bracket form of list
 * params (`status[]=1&status[]=2`, how the site's API client sends lists; spec section 7) lands
 * on the bare name, merged with any `status=3` beside it. A lone `status[]=1` is still a list.
 * The result has no prototype, so no key reaches Object.prototype.
 */
export function parseQueryString(text: string): Record<string, unknown> {
  const raw = parse(text);
  const query: Record<string, unknown> = Object.create(null);
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    const isList = key.endsWith('[]') && key.length > 2;
    const name = isList ? key.slice(0, -2) : key;
    const values = Array.isArray(value) ? value : [value];
    const previous = query[name];
    if (previous === undefined) query[name] = isList ? values : value;
    else query[name] = [...(Array.isArray(previous) ? previous : [previous]), ...values];
  }
  return query;
}
