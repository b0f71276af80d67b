/** The demo's policy texts (version 1 and 2) in the four interface languages. */
export const policyTitles = { fr: 'Charte informatique et politique de confidentialité', ar: 'ميثاق المعلوميات وسياسة الخصوصية', es: 'Carta informática y política de privacidad', en: 'IT charter and privacy policy' } as const;

const fr = (v: number) => `Article 1 — Objet
La présente charte fixe les règles d'utilisation des outils informatiques de l'entreprise et explique comment vos données personnelles sont traitées dans l'application RH.

Article 2 — Données traitées
Nous traitons vos données d'identification, vos données contractuelles, vos demandes (congés, documents, notes de frais) et les journaux de connexion. Elles ne servent qu'à la gestion administrative du personnel.

Article 3 — Durée de conservation
Les données sont conservées pendant la durée du contrat puis archivées ${v > 1 ? 'cinq' : 'dix'} ans, conformément aux obligations légales.

Article 4 — Vos droits
Vous pouvez demander l'accès, la rectification ou l'effacement de vos données auprès du service RH.${v > 1 ? `

Article 5 — Équipements et télétravail
Le matériel confié reste la propriété de l'entreprise. En télétravail, verrouillez votre session dès que vous vous absentez et n'utilisez que les réseaux de confiance.` : ''}`;

const ar = () => `المادة 1 — الموضوع
يحدد هذا الميثاق قواعد استخدام الأدوات المعلوماتية للشركة ويشرح كيفية معالجة بياناتك الشخصية في تطبيق الموارد البشرية.

المادة 2 — البيانات المعالجة
نعالج بيانات الهوية والبيانات التعاقدية وطلباتك (الإجازات، الوثائق، مصاريف التنقل) وسجلات الاتصال، لأغراض التدبير الإداري فقط.

المادة 3 — حقوقك
يمكنك طلب الاطلاع على بياناتك أو تصحيحها أو حذفها لدى مصلحة الموارد البشرية.`;

const es = (v: number) => `Artículo 1 — Objeto
Esta carta fija las normas de uso de las herramientas informáticas de la empresa y explica cómo se tratan sus datos personales en la aplicación de RR. HH.

Artículo 2 — Datos tratados
Tratamos sus datos de identificación, contractuales, sus solicitudes (vacaciones, documentos, gastos) y los registros de conexión, solo para la gestión administrativa del personal.

Artículo 3 — Sus derechos
Puede solicitar el acceso, la rectificación o la supresión de sus datos al departamento de RR. HH.${v > 1 ? `

Artículo 4 — Equipos y teletrabajo
El material entregado sigue siendo propiedad de la empresa. En teletrabajo, bloquee su sesión cuando se ausente.` : ''}`;

const en = (v: number) => `Article 1 — Purpose
This charter sets the rules for using the company's IT tools and explains how your personal data is processed in the HR application.

Article 2 — Data processed
We process your identification and contract data, your requests (leave, documents, expenses) and connection logs, solely for staff administration.

Article 3 — Your rights
You may ask HR for access to, correction or erasure of your data.${v > 1 ? `

Article 4 — Equipment and remote work
Equipment lent to you remains company property. When working remotely, lock your session whenever you step away.` : ''}`;

export const policyTexts = { fr, ar, es, en } as const;
