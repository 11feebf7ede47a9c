// The final PDF of an e-signature (issue 14): the original pages unchanged, a signing-certificate page and a PDF
// digital signature (PAdES baseline B-B: SubFilter ETSI.CAdES.detached, a detached CMS over SHA-256 with the ESS
// signing-certificate-v2 attribute). The interface this folder implements (its index.ts re-exports it for the outside).
import type { EidMethod, Language } from '@tunne/contracts';

/** The signer: a private key and its certificate chain (PEM). Configured in production; generated in development. */
export interface PdfSigningKey {
  privateKeyPem: string;
  certificatePem: string;
  /** Intermediate certificates, issuer last (may be empty). */
  chainPem: string[];
  /** The certificate's subject common name, shown on the certificate page. */
  signerName: string;
  /**
   * An RFC 3161 timestamp authority (PDF_TSA_URL; in development the local stand-in): its token over the signature
   * makes the seal PAdES B-T. Absent: no timestamp (B-B; the time is the one this server claims).
   */
  timestampUrl?: string;
}

export interface FinalPdfSignatory {
  name: string;
  companyname: string | null;
  role: string | null;
  method: EidMethod;
  /** The eID's level of assurance as the provider gave it (OIDC acr); null or absent: not known. */
  acr?: string | null;
  signed_at: Date;
  ipaddress: string | null;
  /** null when hidden (hide_ssn) or there is none. */
  ssn: string | null;
  /** There is an identity code but it is not shown (hide_ssn). */
  ssn_hidden?: boolean;
  /** The name the signatory was invited under, when the identified name (`name`) differs from it. */
  invited_name?: string | null;
}

export interface FinalPdfInput {
  esignaturesId: string;
  signatureName: string;
  organisationName: string;
  language: Language;
  /** The PDFs as uploaded, in order; their pages are copied unchanged. */
  originals: { name: string; bytes: Uint8Array; sha256: string }[];
  signatories: FinalPdfSignatory[];
  completedAt: Date;
}
