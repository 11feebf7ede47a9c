import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, users } from './support/api.ts';
import { tr } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { login } from './support/ui.ts';
import { createCustomer, customersNamed } from './customers-support.ts';

// Issue 11 §1 (AMLR art. 77, AML Act ch. 3 § 3): a customer archived and then deleted at once leaves the register, but
// its record is kept for five years: the admin finds it under Retained records, with its deletion date, and downloads
// the whole record as a PDF for an inspector.

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const t = (key: string, vars?: Record<string, string | number>) => tr('fi', `customers:${key}`, vars);

test('archive, delete at once, the retained record is listed for the admin and its PDF downloads (fi)', async ({ page, request }, testInfo) => {
  // Six screens and a PDF: on a loaded CI machine this journey once needed more than the default minute.
  test.slow();
  const jwt = await apiLogin(request, users.admin.email);
  const name = `E2E Säilytys Äyräs Oy ${Date.now()}`;
  const customer = await createCustomer(request, jwt, { type: 'business', name, country: 'FI' });

  // Archive on the card: the relationship ends, the customer moves to the archive.
  await login(page, users.admin.email, { path: `/app/customers/${customer.id}`, lang: 'fi' });
  await expect(heading(page, name)).toBeVisible();
  await page.getByRole('button', { name: t('card.moreActions'), exact: true }).click();
  await page.getByRole('menuitem', { name: t('card.archiveMenu'), exact: true }).click();
  const archiveDialog = page.getByRole('dialog', { name: t('confirm.archiveTitle') });
  await expect(archiveDialog).toContainText(name);
  await archiveDialog.getByRole('button', { name: t('card.archive'), exact: true }).click();

  // Delete at once from the archive list: the confirmation says the record is kept.
  await page.goto('/app/removedcustomers');
  await expect(heading(page, t('list.archiveTitle'))).toBeVisible();
  await page.getByRole('button', { name: t('archive.deleteNamed', { name }), exact: true }).click();
  const deleteDialog = page.getByRole('dialog', { name: t('archive.deleteTitle') });
  await expect(deleteDialog).toContainText(t('archive.deleteConfirm', { name }));
  await screen(page, 'retained-records-delete-confirm-fi', testInfo);
  await deleteDialog.getByRole('button', { name: t('archive.delete'), exact: true }).click();
  await expect(page.getByText(t('archive.deleted', { name }), { exact: true })).toBeVisible();
  expect(await customersNamed(request, jwt, name)).toHaveLength(0);

  // The retained record, listed for the admin with the date it will be deleted (five years after the end).
  await page.getByRole('link', { name: t('retained.link'), exact: true }).click();
  await expect(heading(page, t('retained.title'))).toBeVisible();
  await expect(page.getByText(t('retained.periodValue', { count: 5 }), { exact: true })).toBeVisible();
  // Many records pile up over five years: the admin finds this one by name.
  await page.getByRole('searchbox', { name: t('retained.search'), exact: true }).fill('säilytys');
  await expect(page).toHaveURL(/[?&]name=/);
  const table = page.getByRole('table', { name: t('retained.tableLabel'), exact: true });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  const year = new Date().getFullYear();
  await expect(row).toContainText(new RegExp(`\\d{2}\\.\\d{2}\\.${year}`));
  await expect(row).toContainText(new RegExp(`\\d{2}\\.\\d{2}\\.${year + 5}`));
  await screen(page, 'retained-records-list-fi', testInfo);

  // One click gives the whole record as a PDF.
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: t('retained.pdfNamed', { name }), exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`retained-record-${customer.id}.pdf`);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(1000);
});

test('a regular user does not see retained records (fi)', async ({ page }) => {
  await login(page, users.user.email, { path: '/app/removedcustomers', lang: 'fi' });
  await expect(heading(page, t('list.archiveTitle'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('retained.link'), exact: true })).toHaveCount(0);
  await page.goto('/app/customers/retained');
  await expect(page.getByRole('heading', { name: t('retained.onlyAdmins') })).toBeVisible();
});
