import { describe, expect, it } from 'vitest';
import communityGroups from '../../resources/community_groups/contract';
import communityConcierge from '../../resources/community_concierge/contract';
import districtNews from '../../resources/district_news/contract';
import { contentInput } from '../../src/contract/contentSchema';
import { buildSections } from '../../src/lib/sections';

/** Issue 15: what a community content contract derives from `approval` and the group's fields. */
describe('community content contracts', () => {
  it('an approval entity lists the waiting and rejected tabs, and its section counts its waiting items', () => {
    expect(communityGroups.list.tabs?.values).toEqual(['all', 'published', 'draft', 'waiting', 'rejected']);
    expect(districtNews.list.tabs?.values).toEqual(['all', 'published', 'draft']);
    expect(communityConcierge.list.tabs?.values).toEqual(['all', 'published', 'draft']);
    const sections = buildSections([communityGroups, communityConcierge, districtNews]);
    expect(sections.find((s) => s.id === 'community_groups')?.waitingCounter).toBe('contents:community_groups');
    expect(sections.find((s) => s.id === 'community_concierge')?.waitingCounter).toBeUndefined();
    expect(sections.find((s) => s.id === 'district_news')?.waitingCounter).toBeUndefined();
  });

  it('a group’s welcome message and goals are translated fields of its form, and only its', () => {
    expect(communityGroups.translatable).toEqual(expect.arrayContaining(['welcome_message', 'goals']));
    expect(districtNews.translatable).not.toContain('goals');
    const group = contentInput(communityGroups.content).safeParse({
      translations: [{ locale: 'en', title: 'T', description: 'D', welcome_message: 'Hi', goals: 'Meet' }],
    });
    expect(group.success).toBe(true);
    const news = contentInput(districtNews.content).safeParse({
      translations: [{ locale: 'en', title: 'T', description: 'D', goals: 'Meet' }],
      cover: 'x.png',
    });
    expect(news.success).toBe(false);
    expect(news.error?.issues.map((i) => i.path.join('.'))).toContain('translations.en.goals');
  });
});
