/** The port of the site's build (`npm run build`, dist/) that the suite runs against. */
export const sitePort = Number(process.env.E2E_PORT ?? 4321);

/** The port of the model build (`npm run build:model`, dist-model/): the same site, whose actors
 * record what they do for the browser replays (tests/e2e/support/actorRecord.ts). */
export const modelPort = Number(process.env.E2E_MODEL_PORT ?? sitePort + 1);
