// The process the kill -9 test of e-signature completion kills (completion.test.ts; not used by the service): on the
// test's database, it completes the e-signature with a mailer that delivers the first mail and then hangs in the
// second, printing MAILED and HANGING so the test knows where it is when it sends SIGKILL.
import { startOutboundHarness } from '../testing.ts';
import { completeEsignature } from './complete.ts';

const [ownerUrl, organisationsId, esignaturesId] = process.argv.slice(2);
if (!ownerUrl || !organisationsId || !esignaturesId) {
  console.error('usage: completion-child.ts OWNER_URL ORGANISATION_ID ESIGNATURE_ID');
  process.exit(2);
}
const h = await startOutboundHarness({ ownerUrl });
let mails = 0;
h.deps.mailer = {
  send: async (message) => {
    mails += 1;
    if (mails === 1) {
      console.log(`MAILED ${message.to}`);
      return;
    }
    console.log('HANGING');
    await new Promise<never>(() => undefined);
  },
};
await completeEsignature(h.deps, organisationsId, esignaturesId);
console.log('DONE');
await h.stop();
