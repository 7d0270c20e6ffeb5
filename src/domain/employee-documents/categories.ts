/**
 * The categories of the personnel file and whether a document of one is kept when its person
 * is erased (Art. 17 GDPR): payroll records and employment contracts are records an employer
 * must keep for the tax office and social insurance audits (§ 41 EStG, § 147 AO, § 28f SGB IV),
 * so they stay until their retention ends; everything else goes with the erasure.
 */
export const DOCUMENT_CATEGORIES = {
  contract: { keptAfterErasure: true, description: 'Employment contract and its amendments' },
  payroll: { keptAfterErasure: true, description: 'Payroll records (pay slips, tax and social insurance papers)' },
  certificate: { keptAfterErasure: false, description: 'References and certificates of employment' },
  qualification: { keptAfterErasure: false, description: 'Diplomas, training and licences' },
  sick_note: { keptAfterErasure: false, description: 'Certificates of incapacity for work (paper)' },
  other: { keptAfterErasure: false, description: 'Anything else' },
} as const;

export type DocumentCategory = keyof typeof DOCUMENT_CATEGORIES;

export const DOCUMENT_CATEGORY_IDS = Object.keys(DOCUMENT_CATEGORIES) as DocumentCategory[];

/** The categories whose documents an erasure deletes at once. */
export const CATEGORIES_ERASED_WITH_PERSON = DOCUMENT_CATEGORY_IDS.filter((category) => !DOCUMENT_CATEGORIES[category].keptAfterErasure);
