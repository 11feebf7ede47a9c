/**
 * What a full customer card reads when it opens, relative to /api/ (issue 26: 26 calls, one per section and lookup).
 * GET /api/v2.5/user/customers/{id}/card answers them together (the gateway); app-kit's primed reads hand each answer to
 * the section that asks for it, so the sections keep their own calls and the card makes one round trip.
 */
export const cardReadPaths = (customerId: string): string[] => {
  const customer = `v2.5/user/customers/${customerId}`;
  return [
    customer,
    ...['users', 'teams', 'tags', 'pepfunctions', 'riskratings', 'riskquestions'].map((lookup) => `v2.5/user/${lookup}`),
    ...[
      'owners', 'actualbeneficiaries', 'peps', 'responsiblepersons', 'bankaccountnumbers', 'linked_customers', 'todos', 'tasks', 'reviews',
      'riskscores', 'riskassessments', 'riskanswers', 'edd', 'alerts', 'requests', 'letters', 'identifications', 'esignatures', 'files',
    ].map((part) => `${customer}/${part}`),
  ];
};

/** The card's reads in one call: `{ [path]: data }` for each read that answered 200. */
export const cardReadsPath = (customerId: string): string => `v2.5/user/customers/${customerId}/card`;
