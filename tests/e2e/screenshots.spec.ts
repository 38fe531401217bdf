import { expect, test } from './fixtures';

// Kept as artifacts (tests/artifacts) for people to look at; not compared.
const SIZES = { phone: { width: 360, height: 740 }, desktop: { width: 1440, height: 900 } } as const;

for (const [name, viewport] of Object.entries(SIZES)) {
  test(`screenshots at ${name} width`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/en');
    await expect(page.getByTestId('game-lobby')).toBeVisible();
    // Nothing may overflow the viewport sideways on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `tests/artifacts/home-${name}.png`, fullPage: true });
    await page.goto('/en/games/dice');
    await expect(page.getByTestId('game-rules')).toBeVisible();
    await page.screenshot({ path: `tests/artifacts/game-${name}.png`, fullPage: true });
    // The account dialogs fit the screen, phone included.
    for (const [flag, id] of [
      ['login', 'modal-login'],
      ['signup', 'modal-register'],
    ] as const) {
      await page.goto(`/en?${flag}=1`);
      const dialog = page.getByTestId(id);
      await expect(dialog).toBeVisible();
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `tests/artifacts/${flag}-${name}.png` });
    }
  });
}

test('keyboard: skip link, then the navigation, all reachable with Tab', async ({ page }) => {
  await page.setViewportSize(SIZES.desktop);
  await page.goto('/en');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});
