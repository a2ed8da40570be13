import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Loan } from '@/upstream/content';
import { loanValue } from '@/upstream/content/fixtures';

const fetchLoanBySlug = vi.fn<(slug: string) => Promise<Loan | null>>();
const fetchLoans = vi.fn<() => Promise<Loan[]>>();
const fetchUnit = vi.fn();
vi.mock('@/upstream/content', () => ({ fetchLoanBySlug: (slug: string) => fetchLoanBySlug(slug), fetchLoans: () => fetchLoans() }));
vi.mock('@/upstream/sales', () => ({ fetchUnit: (id: number) => fetchUnit(id) }));
vi.mock('@/platform/frame', () => ({ loadFrame: async () => ({ privacyPolicyVersion: 'v1', phones: [{ display: '+7 (861) 200-00-00', href: 'tel:+78612000000', label: null }] }) }));

const { loadLoanPage } = await import('./load-loan-page');

const loan = (slug: string, percent: number | null, name = slug): Loan => loanValue({ slug, percent, name });
const unit = { id: 11010305, status: 'FREE', price_value: 6_100_000, development_end: '2027-12-31' };

beforeEach(() => {
  fetchLoanBySlug.mockReset();
  fetchLoans.mockReset().mockResolvedValue([loan('mortgage', 6), loan('mortgage-family', 5.5, 'Семейная'), loan('tradein', null)]);
  fetchUnit.mockReset().mockResolvedValue(unit);
});

describe('loadLoanPage', () => {
  it('asks for the unit and the programme list while the programme is still on its way', async () => {
    let answer!: (value: Loan) => void;
    fetchLoanBySlug.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const page = loadLoanPage('mortgage', Promise.resolve({ property: '11010305' }), { presets: true });
    await vi.waitFor(() => expect(fetchLoanBySlug).toHaveBeenCalledWith('mortgage'));
    // Neither waits for the programme: both are asked before its answer comes.
    expect(fetchUnit).toHaveBeenCalledWith(11010305);
    expect(fetchLoans).toHaveBeenCalledTimes(1);
    answer(loan('mortgage', 6, 'Ипотека'));
    const data = await page;
    expect(data.loanUnit).toMatchObject({ kind: 'unit', unit: { id: 11010305 } });
    expect(data.presets).toEqual([
      { name: 'Ипотека', rate: 6 },
      { name: 'Семейная', rate: 5.5 },
    ]);
    expect(data.consentVersion).toBe('v1');
    expect(data.phone).toEqual({ display: '+7 (861) 200-00-00', href: 'tel:+78612000000', label: null });
  });

  it('keeps the page\'s own rate when the CMS cannot list the programmes, and asks for no list on the other pages', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchLoanBySlug.mockResolvedValue(loan('mortgage', 6, 'Ипотека'));
    fetchLoans.mockRejectedValue(new Error('CMS unavailable'));
    expect((await loadLoanPage('mortgage', Promise.resolve({}), { presets: true })).presets).toEqual([{ name: 'Ипотека', rate: 6 }]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('programme list unavailable'));
    fetchLoans.mockClear();
    fetchLoanBySlug.mockResolvedValue(loan('tradein', null));
    expect((await loadLoanPage('tradein', Promise.resolve({}))).presets).toEqual([]);
    expect(fetchLoans).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('is a 404 when the CMS has no such programme', async () => {
    fetchLoanBySlug.mockResolvedValue(null);
    await expect(loadLoanPage('deffered', Promise.resolve({}))).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });
});
