const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from a path are checked before any query: a malformed one is simply "not found". */
export const isUuid = (value: string) => UUID.test(value);
