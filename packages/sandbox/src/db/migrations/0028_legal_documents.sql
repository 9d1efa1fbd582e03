-- The contract's documents a prospect reads before signing (features.md §2.5 "legal popups",
-- §8 "CMS load", "document opening"), as the bank's content system publishes them, one row per
-- document and language; and the audit of what each application was shown and opened (§8 "audit
-- action"), which the signature needs (§8 "signing process not initialised"). A new version of a
-- document is a new `version`: an application shown the old one must be shown it again.
CREATE TABLE legal_documents (
  document_id text NOT NULL CHECK (document_id ~ '^[a-z][a-z-]{1,40}$'),
  locale      text NOT NULL CHECK (locale IN ('es-ES', 'en-GB')),
  version     integer NOT NULL CHECK (version >= 1),
  position    integer NOT NULL,
  title       text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  paragraphs  jsonb NOT NULL CHECK (jsonb_typeof(paragraphs) = 'array'),
  PRIMARY KEY (document_id, locale)
);

CREATE TABLE sign_up_audit (
  application_id text NOT NULL REFERENCES sign_up_applications (application_id) ON DELETE CASCADE,
  action         text NOT NULL CHECK (action IN ('legal-documents-shown', 'legal-document-opened')),
  document_id    text NOT NULL,
  version        integer NOT NULL,
  recorded_at    timestamptz NOT NULL,
  PRIMARY KEY (application_id, action, document_id)
);

INSERT INTO legal_documents (document_id, locale, version, position, title, paragraphs) VALUES
  ('data-protection', 'es-ES', 3, 1, 'Protección de datos', '[
    "Banco Alba, S.A. trata tus datos para abrir y gestionar tu cuenta y cumplir sus obligaciones legales, como la prevención del blanqueo de capitales.",
    "Solo compartimos tus datos con las autoridades cuando la ley lo exige y con los proveedores que nos prestan servicios.",
    "Puedes acceder a tus datos, rectificarlos, suprimirlos u oponerte a su tratamiento escribiendo a privacidad@bancoalba.example."
  ]'),
  ('data-protection', 'en-GB', 3, 1, 'Data protection', '[
    "Banco Alba, S.A. processes your data to open and manage your account and to meet its legal obligations, such as preventing money laundering.",
    "We only share your data with the authorities when the law requires it and with the providers who serve us.",
    "You can access, correct or delete your data, or object to its processing, by writing to privacidad@bancoalba.example."
  ]'),
  ('precontractual', 'es-ES', 2, 2, 'Información precontractual', '[
    "La cuenta es un depósito a la vista en euros, sin plazo y sin permanencia. Puedes cancelarla cuando quieras.",
    "Tus depósitos están cubiertos por el Fondo de Garantía de Depósitos de Entidades de Crédito hasta 100.000 € por titular.",
    "Tienes 14 días naturales desde la firma para desistir del contrato sin dar explicaciones y sin coste."
  ]'),
  ('precontractual', 'en-GB', 2, 2, 'Pre-contractual information', '[
    "The account is an on-demand deposit in euros, with no term and no tie-in. You can close it whenever you like.",
    "Your deposits are covered by the Spanish Deposit Guarantee Fund up to €100,000 per holder.",
    "You have 14 calendar days from signing to withdraw from the contract without giving reasons and at no cost."
  ]'),
  ('commissions', 'es-ES', 5, 3, 'Comisiones', '[
    "Apertura, mantenimiento y cancelación de la cuenta: 0 €.",
    "Tarjeta de débito: 0 €. Transferencias en euros dentro del Espacio Económico Europeo: 0 €.",
    "Retirada de efectivo en cajeros de otras entidades en España: consulta las condiciones del cajero."
  ]'),
  ('commissions', 'en-GB', 5, 3, 'Fees', '[
    "Opening, maintaining and closing the account: €0.",
    "Debit card: €0. Euro transfers within the European Economic Area: €0.",
    "Cash withdrawals at other banks’ ATMs in Spain: see the ATM’s terms."
  ]');
