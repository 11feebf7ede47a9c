/**
 * Lets the browser fetch a file itself (a link with a temporary token): saved under `download` (an empty name: the
 * one the service gives), or opened in a new tab.
 */
export const openLink = (href: string, how: { download: string } | { newTab: true }): void => {
  const link = document.createElement('a');
  link.href = href;
  if ('download' in how) link.download = how.download;
  else link.target = '_blank';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
};
