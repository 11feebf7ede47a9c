/**
 * What the identity service offers other services about an organisation: implemented once by the identity service
 * (`identityPorts(db)` in @tunne/identity), wired by the gateway.
 */
export interface OrganisationSettingsPort {
  /** Days an archived customer stays before it is deleted for good (identity.organisations.remove_archive_days). */
  archiveDays: (organisationsId: string) => Promise<number>;
}
