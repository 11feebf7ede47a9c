import { describe, expect, it } from 'vitest';
import { shellFrameRoutes, shellRouteFor } from './routes.ts';

describe('shellRouteFor', () => {
  it('maps the shell pages, announcements and one announcement included', () => {
    expect(shellRouteFor('/')).toEqual({ page: 'home' });
    expect(shellRouteFor('/profile')).toEqual({ page: 'profile' });
    expect(shellRouteFor('/announcements')).toEqual({ page: 'announcements' });
    expect(shellRouteFor('/announcements/a1')).toEqual({ page: 'announcement', id: 'a1' });
    expect(shellRouteFor('/settings/security')).toEqual({ page: 'securitySettings' });
    expect(shellRouteFor('/settings/security-log')).toEqual({ page: 'securityLog' });
  });

  it('leaves other paths to the remotes', () => {
    expect(shellRouteFor('/settings')).toBeNull();
    expect(shellRouteFor('/settings/riskscore')).toBeNull();
    expect(shellRouteFor('/customers')).toBeNull();
    expect(shellRouteFor('/announcements/a1/more')).toBeNull();
    expect(shellRouteFor('/announcements/%E0')).toBeNull();
  });

  it('lists /announcements among its routes, so the menu shows it', () => {
    expect(shellFrameRoutes).toContain('/announcements');
    for (const route of shellFrameRoutes) expect(shellRouteFor(route), route).not.toBeNull();
  });
});
