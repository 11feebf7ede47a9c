// Generates the relying party's key pair for a real eID broker:
//   npx tsx services/eid/src/generate-jwks.ts eid-client-jwks.json
// writes the private JWK set to the file (mode 600; point clientJwksFile at it) and prints the public JWK set, which
// is registered with the broker (pasted, or served at a jwks_uri).
import { existsSync, writeFileSync } from 'node:fs';
import { exportJWK, generateKeyPair } from 'jose';

const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: tsx services/eid/src/generate-jwks.ts <private-jwks-file>\n');
  process.exit(2);
}
if (existsSync(file)) {
  process.stderr.write(`${file} exists: not overwritten\n`);
  process.exit(1);
}
const { privateKey, publicKey } = await generateKeyPair('RS256', { modulusLength: 3072, extractable: true });
const meta = { kid: `tunne-${new Date().toISOString().slice(0, 10)}`, alg: 'RS256', use: 'sig' };
writeFileSync(file, `${JSON.stringify({ keys: [{ ...(await exportJWK(privateKey)), ...meta }] }, null, 2)}\n`, { mode: 0o600 });
process.stdout.write(`${JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), ...meta }] }, null, 2)}\n`);
