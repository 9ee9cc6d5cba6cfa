import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

// A software authenticator for tests (issue 35): one ES256 (P-256) credential, attestation
// `none`, answering WebAuthn options the way a browser and its authenticator would.

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** Just enough CBOR (RFC 8949) for an attestation object and a COSE key. */
type Cbor = number | string | Uint8Array | CborMap | { [key: string]: Cbor };
interface CborMap extends Map<Cbor, Cbor> {}
function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const out = Buffer.alloc(3);
  out[0] = (major << 5) | 25;
  out.writeUInt16BE(length, 1);
  return out;
}
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([
    head(5, entries.length),
    ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)]),
  ]);
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
}

export interface SoftAuthenticator {
  credentialId: string;
  /** The browser's `RegistrationResponseJSON` for these options. */
  register(options: CreationOptions): object;
  /** The browser's `AuthenticationResponseJSON`; the counter goes up by one each time unless set. */
  assert(options: RequestOptions, at?: { counter?: number; origin?: string }): SoftAssertion;
}
export interface SoftAssertion {
  id: string;
  rawId: string;
  type: 'public-key';
  response: {
    clientDataJSON: string;
    authenticatorData: string;
    signature: string;
    userHandle?: string;
  };
  clientExtensionResults: Record<string, never>;
}

export function createSoftAuthenticator(origin: string): SoftAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credential = randomBytes(16);
  const credentialId = b64url(credential);
  let counter = 0;
  let rpId = '';
  let userHandle = '';

  const authData = (flags: number, count: number, attested?: Buffer) => {
    const counterBytes = Buffer.alloc(4);
    counterBytes.writeUInt32BE(count);
    return Buffer.concat([
      sha256(rpId),
      Buffer.from([flags]),
      counterBytes,
      attested ?? Buffer.alloc(0),
    ]);
  };
  const clientData = (type: string, challenge: string, from: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: from, crossOrigin: false }));

  return {
    credentialId,
    register(options) {
      rpId = options.rp.id ?? new URL(origin).hostname;
      userHandle = options.user.id;
      const attested = Buffer.concat([
        Buffer.alloc(16), // AAGUID: none
        Buffer.from([0, credential.length]),
        credential,
        coseKey(publicKey),
      ]);
      const attestationObject = cbor({
        fmt: 'none',
        attStmt: {},
        authData: authData(FLAG_UP | FLAG_UV | FLAG_AT, counter, attested),
      });
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    assert(options, at = {}) {
      rpId = options.rpId ?? rpId;
      counter = at.counter ?? counter + 1;
      const data = authData(FLAG_UP | FLAG_UV, counter);
      const client = clientData('webauthn.get', options.challenge, at.origin ?? origin);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}

/** The EC2 P-256 public key as COSE (kty 2, alg -7 ES256, crv 1, x, y). */
function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  return cbor(
    new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
}
