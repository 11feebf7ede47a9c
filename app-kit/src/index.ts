export { i18n, addTranslations, currentLanguage } from './i18n.ts';
export { useIsAdmin, useSessionStore } from './session-store.ts';
export type { SessionState, SessionStatus, SessionStore, LogoutReason } from './session-store.ts';
export { api, createApiClient } from './api.ts';
export type { ApiClient, ApiClientOptions, HttpMethod, RequestOptions, SearchParams, StreamOptions } from './api.ts';
export { ApiCallError, isApiCallError } from './api-error.ts';
export type { ClientErrorCode } from './api-error.ts';
export { errorText, errorTextFor, useErrorText } from './error-text.ts';
export { propertyOfPointer, useErrorDialogProps, useRemoteErrorText, type ErrorDialogProps } from './error-dialog.ts';
export { useErrorDialogStore } from './error-dialog-store.ts';
export type { ErrorDialogState } from './error-dialog-store.ts';
export { registerInstances } from './instances.ts';
export type { RuntimeInstances } from './instances.ts';
export { countryNamer, formatDate, formatDateTime, formatDay, formatIsoDate, formatListDate, formatPercent, percent, todayIso } from './format.ts';
export { customerQueryKey, listOrgUsers, openDownload, primeCustomerCard, readCustomer, withSignal, type OrgUser } from './calls.ts';
export { clearPrimedReads, primeReads } from './primed-reads.ts';
export { clearSharedQueries, invalidateSharedQuery, sharedQuery, type SharedQueryOptions } from './shared-query.ts';
export { announceCustomerChange, customerTopics, onCustomerChange, onCustomerChanges, type CustomerTopic } from './customer-events.ts';
export { EditDeleteActions } from './EditDeleteActions.tsx';
export { CountrySelect, countryOptions, type CountrySelectProps } from './CountrySelect.tsx';
export { basePath, navigate, navigateEvent, appPath, appHref, useAppLocation, handleLinkClick } from './navigation.ts';
export type { AppLocation } from './navigation.ts';
export {
  cardSectionProvider, cardSectionsExpose, homeSectionsExpose, setRemoteSectionProvider, settingsSectionsExpose, useCardSectionProvider, useHomeSectionProviders,
  useSettingsSectionProviders,
} from './remote-sections.ts';
export type {
  CardSectionModule, CardSectionProps, CardSectionSource, HomeSectionModule, HomeSectionSource, RemoteSectionDescriptor, RemoteSectionProvider,
  SettingsSectionModule, SettingsSectionSource,
} from './remote-sections.ts';
export { useRemoteSection } from './use-remote-section.ts';
export type { RemoteModuleSource, RemoteSectionMount, RemoteSectionState } from './use-remote-section.ts';
export { useLoad } from './use-load.ts';
export { useEditing, type EditDeleteColumn, type EditDialogProps, type Editing } from './use-editing.tsx';
export type { Loaded, LoadResult } from './use-load.ts';
export { fieldProblemText, schemaProblems, schemaResolver, problemOf } from './schema-resolver.ts';
export { resolverProblems } from './resolver-problems.ts';
export type { FieldProblem, SchemaResolverOptions } from './schema-resolver.ts';
export { createRemote, RemoteErrorFallback, RemoteTestFrame, useShowError } from './create-remote.tsx';
export type { LoadComponent, Remote, RemoteDescriptorFile, RemoteOptions, RemoteRootProps, SettingsSectionProps } from './create-remote.tsx';
