/**
 * The approvals inbox (issue 25 §3): whoever must approve sees what waits for them — an EDD, the removal of an EDD
 * ground, an alert decision under four eyes, a freeze lift. Each service that holds such a decision offers an
 * ApprovalSource; the risk service answers GET /api/v2.5/user/approvals from all of them (the gateway wires the others',
 * so a new kind — the freeze lift — is one more source).
 */
export const approvalKinds = ['EDD', 'EDD_REMOVAL', 'ALERT_DECISION', 'FREEZE_LIFT', 'FOUR_EYES_OFF', 'EU_LIST', 'EID_LEVEL'] as const;
export type ApprovalKind = (typeof approvalKinds)[number];

/**
 * The organisation's own settings waiting for a second admin (issue 25 §3): switching the alerts' four-eyes off, the
 * organisation's own EU list version, lowering the minimum eID level. They concern no customer (customers_id null) and
 * are decided on the settings page.
 */
export const organisationApprovalKinds = ['FOUR_EYES_OFF', 'EU_LIST', 'EID_LEVEL'] as const satisfies readonly ApprovalKind[];

export interface ApprovalItem {
  kind: ApprovalKind;
  /** The thing to decide on (the EDD's customer, the removal, the alert, the freeze, the settings request). */
  id: string;
  /** Null for an organisation-level kind (organisationApprovalKinds). */
  customers_id: string | null;
  /** Filled in by the inbox from the register, as the viewer sees the customer (null for an organisation-level kind). */
  customer_name: string | null;
  /** When it started waiting. */
  since: string;
  /** Who asked (null: the system, e.g. a ground gone from the data). */
  requested_by: string | null;
}

/** GET /api/v2.5/user/approvals: the oldest first; `total` before the limit. */
export interface Approvals {
  items: ApprovalItem[];
  total: number;
}

/** Who looks at the inbox: the decisions they may take are theirs to see. */
export interface ApprovalViewer {
  organisationsId: string;
  usersId: string;
  isAdmin: boolean;
  /** Whether the viewer takes senior management's decisions (SeniorManagementPort). */
  seniorManagement: boolean;
  restrictiontype?: 'NONE' | 'TEAM' | 'USER';
  teamIds?: readonly string[];
}

export interface ApprovalSource {
  /** Pending decisions the viewer may take, on customers the viewer sees (without customer_name). */
  pending: (viewer: ApprovalViewer) => Promise<Omit<ApprovalItem, 'customer_name'>[]>;
}

/**
 * One decision for the approvals mail (issue 25 §3): what it is, the customer (null for an organisation's setting: an
 * EU list version, switching four-eyes off, lowering the eID level), what to call it when there is no customer, and who asked (they are not
 * mailed about their own request).
 */
export interface ClaimedApproval {
  kind: 'EDD' | 'EDD_REMOVAL' | 'FREEZE_LIFT' | 'EU_LIST' | 'ALERT_DECISION' | 'FOUR_EYES_OFF' | 'EID_LEVEL';
  ref_id: string;
  customers_id: string | null;
  /** The customer's name (filled in by the mail job), or the setting's (the EU list's act). */
  name: string | null;
  requested_by: string | null;
}

/** Another service's pending decisions for the approvals mail: each claimed once; a failed mail releases them. */
export interface ApprovalNoticeSource {
  claim: (organisationsId: string) => Promise<ClaimedApproval[]>;
  release: (organisationsId: string, items: readonly ClaimedApproval[]) => Promise<void>;
}
