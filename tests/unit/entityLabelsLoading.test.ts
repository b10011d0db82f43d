import { beforeEach, describe, expect, it, vi } from 'vitest';

type LocaleModule = typeof import('../../src/i18n/locale');

/** The locale store afresh: whether the labels are wanted is the module's state, set for good. */
async function freshLocale(): Promise<LocaleModule> {
  vi.resetModules();
  return import('../../src/i18n/locale');
}

const auditName = (messages: object) => (messages as { resources?: { audit?: { name?: string } } }).resources?.audit?.name;

describe("the entities' labels in the console's catalogue", () => {
  beforeEach(() => localStorage.clear());

  it('are not loaded for the public pages (login, invitation): the catalogue alone', async () => {
    const { loadMessages } = await freshLocale();
    expect(auditName(await loadMessages('en'))).toBeUndefined();
  });

  it("join the current catalogue once a shell page asks for them, and the page's readers are told", async () => {
    const { loadMessages, includeEntityLabels, localeStore } = await freshLocale();
    await loadMessages('en');
    const told = vi.fn();
    localeStore.subscribe(told);
    await includeEntityLabels();
    expect(auditName(localeStore.messages)).toBe('Audit entry |||| Audit trail');
    expect(told).toHaveBeenCalled();
  });

  it('come with every language loaded afterwards', async () => {
    const { includeEntityLabels, localeStore } = await freshLocale();
    await includeEntityLabels();
    await localeStore.setLocale('it');
    expect(auditName(localeStore.messages)).toBeTruthy();
    expect(auditName(localeStore.messages)).not.toBe('Audit entry |||| Audit trail');
  });
});
