import {
  documentFlags, featureFlags, namedFeatureFlags, OrganisationUpdateBody, type FeatureFlagType, type NamedFeatureFlag, type OrganisationSettings,
} from '@tunne/contracts';
import type { FormValues } from './use-settings-form.ts';

/** The modules switched on and off (use_*), apart from the approval steps, which read best beside their module. */
export const moduleFlags = featureFlags.filter((flag) => flag !== 'use_identifications_accept' && flag !== 'use_requests_accept');
export const acceptFlags = ['use_requests_accept', 'use_identifications_accept'] as const;

/** The kind a named feature is listed as when it is first switched on (one stored keeps its own). */
export const featureTypeOf: Record<NamedFeatureFlag, FeatureFlagType> = {
  passportreader: 'MODULE',
  monitoring: 'MODULE',
  pepscreening: 'MODULE',
  own_domain: 'INTEGRATION',
  own_sender_email: 'INTEGRATION',
};

export const featureField = (name: NamedFeatureFlag) => `feature_${name}`;

export const featuresValues = (data: OrganisationSettings): FormValues => ({
  ...Object.fromEntries([...featureFlags, ...documentFlags].map((flag) => [flag, data[flag] === true])),
  ...Object.fromEntries(namedFeatureFlags.map((name) => [featureField(name), data.feature_flags.some((entry) => entry.name === name)])),
});

/** Every switch, and the named features switched on with their kind. */
export const featuresBody = (stored: OrganisationSettings['feature_flags']) => (values: FormValues): OrganisationUpdateBody => ({
  ...Object.fromEntries([...featureFlags, ...documentFlags].map((flag) => [flag, values[flag] === true])),
  feature_flags: namedFeatureFlags
    .filter((name) => values[featureField(name)] === true)
    .map((name) => ({ name, type: stored.find((entry) => entry.name === name)?.type ?? featureTypeOf[name] })),
});

export const featuresForm = (stored: OrganisationSettings['feature_flags']) => ({
  toValues: featuresValues,
  toBody: featuresBody(stored),
  schema: OrganisationUpdateBody,
});
