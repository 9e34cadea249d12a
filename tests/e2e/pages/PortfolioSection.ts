import { expect, type Locator, type Page } from '@playwright/test';
import { projectCategories } from '../../../src/content/projectCategories';
import { projects } from '../../../src/content/portfolio';

/** The portfolio section (the home page's, or the /portfolio page): its filter buttons and grid. */
export class PortfolioSection {
  readonly filters: Locator;
  readonly section: Locator;
  readonly cards: Locator;
  readonly count: Locator;

  constructor(readonly page: Page) {
    this.filters = page.getByRole('group', { name: 'Filter projects by category' });
    this.section = page.locator('section', { has: this.filters });
    this.cards = this.section.getByRole('article');
    this.count = this.section.getByText(/^Showing /);
  }

  button(category: string | null) {
    return this.filters.getByRole('button', { name: category ?? 'All', exact: true });
  }

  /** Presses the button of `category` (null: All). */
  async choose(category: string | null) {
    await this.button(category).click();
  }

  /** What the section shows with `category` chosen: that button alone pressed, and only that
   * category's projects (or every project), as many as the count line says. */
  async expectShows(category: string | null, message: string) {
    for (const each of [null, ...projectCategories]) {
      await expect(this.button(each), message).toHaveAttribute('aria-pressed', String(each === category));
    }
    const countText = (await this.count.textContent()) ?? '';
    const expectedCount = new RegExp(
      category === null ? '^Showing all (\\d+) projects$' : `^Showing (\\d+) ${category} projects$`,
    );
    await expect(this.count, message).toHaveText(expectedCount);
    const shown = Number(expectedCount.exec(countText)?.[1]);
    await expect(this.cards, message).toHaveCount(shown);
    // The projects of the category, as the content lists them, each card saying its category.
    const expected = projects.filter((project) => category === null || project.category === category);
    await expect(this.cards.getByRole('heading'), message).toHaveText(expected.map((project) => project.title));
    for (const [index, project] of expected.entries()) {
      await expect(this.cards.nth(index).getByText(project.category, { exact: true }), message).toHaveCount(1);
    }
    if (category !== null && shown === 0) {
      // An inviting empty state: what is coming, and a free consultation meanwhile.
      await expect(
        this.section.getByRole('heading', { name: `${category} projects are coming soon` }),
        message,
      ).toBeVisible();
      const consultation = this.section.getByRole('link', { name: 'Get Free Consultation' });
      await expect(consultation, message).toHaveAttribute('href', '/consultation');
    }
  }
}
