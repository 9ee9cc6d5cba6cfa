/**
 * Plausible values for the JSON schemas of an OpenAPI document, so a fuzzed request passes
 * validation everywhere except in the one field being fuzzed.
 */
type Schema = Record<string, unknown>;

const CANDIDATES = ['USD', 'en', 'card', 'abcdefgh-1234', 'a@example.com', '1', 'a'];

export function createSampler(document: { components?: { schemas?: Record<string, Schema> } }) {
  const schemas = document.components?.schemas ?? {};
  const resolve = (schema: Schema): Schema => {
    const ref = schema.$ref;
    if (typeof ref !== 'string') return schema;
    return resolve(schemas[ref.split('/').at(-1)!] ?? {});
  };

  const sampleString = (schema: Schema): string => {
    if (schema.format === 'email') return 'fuzz@example.com';
    if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
    if (schema.format === 'uri') return 'https://example.com/';
    const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
    const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern) : null;
    const found = CANDIDATES.find((c) => c.length >= min && (!pattern || pattern.test(c)));
    return found ?? 'a'.repeat(min);
  };

  const sample = (raw: Schema): unknown => {
    const schema = resolve(raw);
    if ('const' in schema) return schema.const;
    if (Array.isArray(schema.enum)) return schema.enum[0];
    if ('default' in schema) return schema.default;
    const options = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
    if (options) return sample(options.find((o) => resolve(o).type !== 'null') ?? options[0]!);
    if (Array.isArray(schema.allOf)) return sample(schema.allOf[0] as Schema);
    switch (schema.type) {
      case 'string':
        return sampleString(schema);
      case 'integer':
      case 'number':
        return typeof schema.minimum === 'number' ? schema.minimum : 1;
      case 'boolean':
        return true;
      case 'array':
        return [];
      case 'object': {
        const properties = (schema.properties ?? {}) as Record<string, Schema>;
        const required = (schema.required ?? []) as string[];
        return Object.fromEntries(required.map((name) => [name, sample(properties[name] ?? {})]));
      }
      default:
        return 'a';
    }
  };

  /** The top-level properties of a body schema (every one gets fuzzed). */
  const propertiesOf = (raw: Schema): string[] =>
    Object.keys((resolve(raw).properties ?? {}) as Record<string, Schema>);

  return { sample, resolve, propertiesOf };
}
