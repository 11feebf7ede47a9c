/** A user of the organisation as the register's pickers and names show them (GET users). */
export interface OrgUser {
  id: string;
  name: string;
  email: string;
  is_active: boolean;
}
