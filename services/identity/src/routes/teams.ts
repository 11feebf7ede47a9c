import type { Context, Hono } from 'hono';
import { IdParams, TeamBody, TeamMemberBody, type AdminTeam } from '@tunne/contracts';
import { AppError, changedFields, ok, readBody, readParams, readQuery, requireAdmin, tenancyOf, type AuthEnv, type Tx } from '@tunne/platform';
import { getAdminUser } from '../repo/admin-users.ts';
import { insertSettingsChange } from '../repo/settings-changes.ts';
import { addTeamMember, deleteTeam, getAdminTeam, insertTeam, listAdminTeams, removeTeamMember, updateTeam, type TeamValues } from '../repo/teams.ts';
import type { RouteDeps } from '../auth/deps.ts';

const teamNotFound = () => new AppError('TEAM_NOT_FOUND', 'Team not found');

const teamValues = (body: TeamBody): TeamValues => {
  const name = body.name.trim();
  if (!name) throw new AppError('MISSING_NAME', 'Name is required', '/name');
  return { name, description: body.description?.trim() || null };
};

const requireTeam = async (tx: Tx, id: string): Promise<AdminTeam> => {
  const team = await getAdminTeam(tx, id);
  if (!team) throw teamNotFound();
  return team;
};

/** DELETE …/users takes the member in the body, or as ?users_id= (clients that send no body with DELETE). */
const readMember = async (c: Context): Promise<TeamMemberBody> =>
  c.req.query('users_id') !== undefined ? readQuery(c, TeamMemberBody) : readBody(c, TeamMemberBody);

/**
 * The organisation's teams (spec §3 Team; §6: TEAM-restricted users see their teams' customers). The principal is read
 * on every request (auth/principal.ts), so a membership change narrows or widens what a member sees at once.
 */
export const teamRoutes = (app: Hono<AuthEnv>, deps: RouteDeps): void => {
  const { db, auth } = deps;
  const audit = (c: Context<AuthEnv>) => {
    const principal = c.get('principal');
    return { organisationsId: principal.organisationsId, usersId: principal.usersId, section: 'teams' as const };
  };

  app.get('/api/v2.5/admin/teams', auth, requireAdmin, async (c) =>
    ok(c, await db.tx(tenancyOf(c.get('principal')), (tx) => listAdminTeams(tx))));

  app.post('/api/v2.5/admin/teams', auth, requireAdmin, async (c) => {
    const values = teamValues(await readBody(c, TeamBody));
    const team = await db.tx(tenancyOf(c.get('principal')), async (tx) => {
      const id = await insertTeam(tx, values);
      await insertSettingsChange(tx, { ...audit(c), entity: 'team', entityId: id, entityName: values.name, action: 'create', before: null, after: { ...values } });
      return requireTeam(tx, id);
    });
    return ok(c, team, 201);
  });

  app.put('/api/v2.5/admin/teams/:id', auth, requireAdmin, async (c) => {
    const { id } = readParams(c, IdParams);
    const values = teamValues(await readBody(c, TeamBody));
    const team = await db.tx(tenancyOf(c.get('principal')), async (tx) => {
      const before = await requireTeam(tx, id);
      await updateTeam(tx, id, values);
      const diff = changedFields({ name: before.name, description: before.description }, { ...values });
      if (diff) await insertSettingsChange(tx, { ...audit(c), entity: 'team', entityId: id, entityName: values.name, action: 'update', ...diff });
      return requireTeam(tx, id);
    });
    return ok(c, team);
  });

  app.delete('/api/v2.5/admin/teams/:id', auth, requireAdmin, async (c) => {
    const { id } = readParams(c, IdParams);
    await db.tx(tenancyOf(c.get('principal')), async (tx) => {
      const before = await requireTeam(tx, id);
      await deleteTeam(tx, id);
      await insertSettingsChange(tx, {
        ...audit(c), entity: 'team', entityId: id, entityName: before.name, action: 'delete',
        before: { name: before.name, description: before.description, members: before.members.map((m) => m.name) }, after: null,
      });
    });
    return ok(c, null);
  });

  const changeMember = (action: 'create' | 'delete') => async (c: Context<AuthEnv>) => {
    const { id } = readParams(c, IdParams);
    const { users_id } = await readMember(c);
    const team = await db.tx(tenancyOf(c.get('principal')), async (tx) => {
      const before = await requireTeam(tx, id);
      // Another organisation's user, or a deleted one, is not found (RLS and deleted_at).
      const user = await getAdminUser(tx, users_id);
      if (!user) throw new AppError('USER_NOT_FOUND', 'User not found', '/users_id');
      const changed = action === 'create' ? await addTeamMember(tx, id, users_id) : await removeTeamMember(tx, id, users_id);
      if (changed) {
        const member = { users_id, name: user.name };
        await insertSettingsChange(tx, {
          ...audit(c), entity: 'team_member', entityId: id, entityName: before.name, action,
          before: action === 'delete' ? member : null, after: action === 'create' ? member : null,
        });
      }
      return requireTeam(tx, id);
    });
    return ok(c, team);
  };

  app.post('/api/v2.5/admin/teams/:id/users', auth, requireAdmin, changeMember('create'));
  app.delete('/api/v2.5/admin/teams/:id/users', auth, requireAdmin, changeMember('delete'));
};
