import { schemaResolver } from '@tunne/app-kit';
import { EsignatureBody, SignatoryBody, type EidMethod, type Esignature, type Language, type Signatory } from '@tunne/contracts';

// The e-signature form and its signatories (spec §3 E-signature, Signatory): values, bodies and the checks made first.

export interface EsignatureFormValues {
  signature_name: string;
  name: string;
  description: string;
  signtext: string;
  note: string;
  language: Language;
  allow_passportreader: boolean;
  force_passportreader: boolean;
}

export interface SignatoryFormValues {
  name: string;
  companyname: string;
  role: string;
  email: string;
  hide_ssn: boolean;
  note: string;
  signtext: string;
  /** The number field's text: 1 signs first, the same number in parallel. */
  signorder: string;
  available_eidmethods: EidMethod[];
}

const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());

export const initialEsignatureValues = (esignature: Esignature | null, language: Language): EsignatureFormValues => ({
  signature_name: esignature?.signature_name ?? '',
  name: esignature?.name ?? '',
  description: esignature?.description ?? '',
  signtext: esignature?.signtext ?? '',
  note: esignature?.note ?? '',
  language: esignature?.language ?? language,
  allow_passportreader: esignature?.allow_passportreader ?? false,
  force_passportreader: esignature?.force_passportreader ?? false,
});

export const esignatureBody = (values: EsignatureFormValues): EsignatureBody => ({
  signature_name: values.signature_name.trim(),
  name: text(values.name),
  description: text(values.description),
  signtext: text(values.signtext),
  note: text(values.note),
  language: values.language,
  // Forcing the passport reader means allowing it.
  allow_passportreader: values.allow_passportreader || values.force_passportreader,
  force_passportreader: values.force_passportreader,
});

export const esignatureResolver = () =>
  schemaResolver<EsignatureFormValues, EsignatureBody>(EsignatureBody, {
    toBody: esignatureBody,
    refine: (body) => (body.signature_name === '' ? { signature_name: 'required' } : {}),
  });

export const initialSignatoryValues = (signatory: SignatoryBody | Signatory | null, order: number, methods: readonly EidMethod[]): SignatoryFormValues => ({
  name: signatory?.name ?? '',
  companyname: signatory?.companyname ?? '',
  role: signatory?.role ?? '',
  email: signatory?.email ?? '',
  hide_ssn: signatory?.hide_ssn ?? false,
  note: signatory?.note ?? '',
  signtext: signatory?.signtext ?? '',
  signorder: String(signatory?.signorder ?? order),
  available_eidmethods: [...(signatory?.available_eidmethods ?? methods)],
});

export const signatoryBody = (values: SignatoryFormValues): SignatoryBody => {
  const order = Number(values.signorder);
  return {
    name: values.name.trim(),
    companyname: text(values.companyname),
    role: text(values.role),
    email: values.email.trim(),
    hide_ssn: values.hide_ssn,
    note: text(values.note),
    signtext: text(values.signtext),
    signorder: values.signorder.trim() === '' || Number.isNaN(order) ? 1 : order,
    available_eidmethods: values.available_eidmethods,
  };
};

export const signatoryResolver = () =>
  schemaResolver<SignatoryFormValues, SignatoryBody>(SignatoryBody, {
    toBody: signatoryBody,
    refine: (body, values) => ({
      ...(body.name === '' ? { name: 'required' } : {}),
      ...(body.email === '' ? { email: 'required' } : {}),
      ...(values.signorder.trim() !== '' && !/^\d+$/.test(values.signorder.trim()) ? { signorder: 'invalid' } : {}),
      ...(body.available_eidmethods.length === 0 ? { available_eidmethods: 'noMethod' } : {}),
    }),
  });

/** Signatories (saved or not yet) grouped by signing order, in order, each group by name (spec §6 default sort). */
export const byOrder = <S extends { signorder?: number | undefined; name: string }>(signatories: readonly S[]): [number, S[]][] => {
  const groups = new Map<number, S[]>();
  for (const signatory of signatories) {
    const order = signatory.signorder ?? 1;
    groups.set(order, [...(groups.get(order) ?? []), signatory]);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([order, list]) => [order, [...list].sort((a, b) => a.name.localeCompare(b.name))]);
};

/** The first bytes of a PDF (%PDF-): the browser refuses anything else before uploading it. */
export const isPdf = async (file: File): Promise<boolean> => {
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  return String.fromCharCode(...head) === '%PDF-';
};

/** Hex SHA-256 of a chosen file (shown before it is uploaded; the server computes its own on upload). */
export const sha256Of = async (file: File): Promise<string> => {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
};
