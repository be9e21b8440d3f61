/**
 * French messages of the generated documents (decision 036): their names, the refusals, the
 * documents' own texts (the built-in PDFs) and the screens listing them. Spread into `fr.ts`;
 * `en-documents.ts` holds the same keys.
 */
export const frDocuments = {
  // Names (documents/codes.ts).
  'documents.label.convocation': 'Convocation',
  'documents.label.convention': 'Convention de formation',
  'documents.label.participant_list': 'Liste des participants',
  'documents.label.csv': 'Liste des participants (CSV)',
  'documents.label.registration_signature': 'Feuille d’émargement',
  'documents.label.participation_certificate': 'Attestation de participation',
  'documents.label.completion_certificate': 'Certificat de réalisation',
  'documents.label.end_certificate': 'Attestation de fin de formation',
  'documents.label.report_pdf': 'Bilan pédagogique',

  // Refusals (errors/codes.ts).
  'documents.error.notRegistered':
    'Document indisponible : l’inscription de ce stagiaire à la session n’est pas confirmée.',
  'documents.error.sessionCanceled': 'Document indisponible : la session a été annulée.',
  'documents.error.notRealized': 'Les attestations sont disponibles une fois la session réalisée.',
  'documents.error.attendance':
    'Pas d’attestation pour ce stagiaire : sa présence à la session n’est pas enregistrée (présent ou absence partielle).',
  'documents.error.hours':
    'Pas de certificat de réalisation pour ce stagiaire : ses heures réalisées ne sont pas saisies.',
  'documents.error.noTrainee':
    'Pas de convention : aucun stagiaire de la session n’est rattaché à cette structure.',
  'documents.error.noReport':
    'Pas de bilan pédagogique à imprimer : il n’a pas encore été rédigé pour cette session.',
  'documents.error.notOffered':
    'Ce document n’est pas proposé pour les sessions de ce type d’action (voir ses documents générés et réglementaires).',
  'documents.error.templateBroken':
    'Le modèle DOCX importé pour ce document ne peut pas être rempli ({reason}). Importez un modèle corrigé.',
  'documents.error.tooLarge':
    'Ce document est trop volumineux pour être produit : la mémoire qui lui est réservée ne suffit pas.',
  'documents.error.unknownTag': {
    one: 'Balise inconnue pour ce document : {tags}. Balises autorisées : {allowed}.',
    other: 'Balises inconnues pour ce document : {tags}. Balises autorisées : {allowed}.',
  },
  'documents.error.unreadableTemplate':
    'Le modèle ne peut pas être lu : une balise est mal formée ({reason}).',

  // Every document.
  'documents.pdf.page': 'Page {page} sur {count}',
  'documents.pdf.madeAt': 'Fait à {place}, le {date}',
  'documents.pdf.madeOn': 'Fait le {date}',
  'documents.pdf.providerSignature': 'Cachet et signature de l’organisme de formation',
  'documents.pdf.remote': 'À distance',
  'documents.pdf.placeToCome': 'lieu à préciser',
  'documents.pdf.hours': '{hours} h',
  'documents.pdf.noDate': 'Dates à préciser',
  'documents.pdf.dateHours': '{day} : {start} – {end}',
  'documents.pdf.session': 'Session {code}',
  'documents.pdf.field.action': 'Action de formation',
  'documents.pdf.field.session': 'Session',
  'documents.pdf.field.dates': 'Dates',
  'documents.pdf.field.hours': 'Durée',
  'documents.pdf.field.place': 'Lieu',
  'documents.pdf.field.modality': 'Modalité',
  'documents.pdf.field.provider': 'Organisme de formation',
  'documents.pdf.field.speakers': 'Intervenants',
  'documents.pdf.field.goal': 'Objectifs',
  'documents.pdf.field.public': 'Public visé',
  'documents.pdf.field.trainee': 'Stagiaire',
  'documents.pdf.field.structure': 'Structure',
  'documents.pdf.field.traineeHours': 'Heures réalisées',
  'documents.pdf.field.nature': 'Nature de l’action',
  'documents.pdf.nature': 'Action de formation',
  'documents.pdf.column.number': 'N°',
  'documents.pdf.column.familyName': 'Nom',
  'documents.pdf.column.givenName': 'Prénom',
  'documents.pdf.column.email': 'Adresse e-mail',
  'documents.pdf.column.status': 'Statut',
  'documents.pdf.traineeCount': { one: '{count} stagiaire', other: '{count} stagiaires' },

  // Convocation.
  'documents.convocation.title': 'Convocation',
  'documents.convocation.subject': 'Objet : convocation à l’action de formation « {action} »',
  'documents.convocation.greeting': '{name},',
  'documents.convocation.intro':
    'Votre inscription à la session {code} de l’action de formation « {action} », organisée par {provider}, est confirmée. Nous vous attendons aux dates et horaires suivants :',
  'documents.convocation.where': 'Lieu',
  'documents.convocation.remoteLink':
    'La session a lieu à distance : le lien de connexion vous sera communiqué par l’organisme de formation avant son début.',
  'documents.convocation.remoteUrl':
    'Pour suivre la session à distance, connectez-vous quelques minutes avant le début à l’adresse : {url}',
  'documents.convocation.bring': 'À prévoir',
  'documents.convocation.bringOnsite':
    'Merci de vous munir de cette convocation et de quoi prendre des notes, et de vous présenter dix minutes avant le début.',
  'documents.convocation.bringRemote':
    'Pour suivre la session à distance : un ordinateur avec micro et caméra, une connexion internet et un endroit calme.',
  'documents.convocation.contact': 'Contact',
  'documents.convocation.cancel':
    'En cas d’empêchement, prévenez l’organisme de formation au plus tôt et annulez votre inscription depuis votre espace.',

  // Convention.
  'documents.convention.title': 'Convention de formation professionnelle',
  'documents.convention.legal': 'Articles L. 6353-1 et D. 6353-1 du Code du travail',
  'documents.convention.between': 'Entre les soussignés :',
  'documents.convention.providerParty': 'ci-après « l’organisme de formation »',
  'documents.convention.structureParty': 'ci-après « la structure bénéficiaire »',
  'documents.convention.representedBy': 'représenté par {name}, {title}',
  'documents.convention.siret': 'SIRET : {siret}',
  'documents.convention.and': 'et',
  'documents.convention.agreed': 'il est convenu ce qui suit.',
  'documents.convention.article1': 'Article 1 – Objet',
  'documents.convention.article1.text':
    'L’organisme de formation organise, pour les salariés de la structure bénéficiaire nommés à l’article 3, l’action de formation « {action} » (session {code}). Nature de l’action : action de formation au sens de l’article L. 6313-1 du Code du travail.',
  'documents.convention.article2': 'Article 2 – Dates, durée et lieu',
  'documents.convention.article3': 'Article 3 – Stagiaires',
  'documents.convention.article4': 'Article 4 – Dispositions financières',
  'documents.convention.cost': 'Coût de la session : {cost}.',
  'documents.convention.noContribution':
    'L’action est financée par le programme : aucune participation financière n’est demandée à la structure bénéficiaire.',
  'documents.convention.contribution':
    'La participation financière de la structure bénéficiaire lui est facturée par l’organisme de formation selon les modalités qu’il lui communique.',
  'documents.convention.article5': 'Article 5 – Assiduité et attestations',
  'documents.convention.article5.text':
    'Chaque stagiaire signe la feuille d’émargement par demi-journée. À l’issue de l’action, l’organisme de formation remet à chaque stagiaire présent une attestation de fin de formation et établit un certificat de réalisation.',
  'documents.convention.article6': 'Article 6 – Empêchement et annulation',
  'documents.convention.article6.text':
    'La structure bénéficiaire prévient l’organisme de formation au plus tôt de l’empêchement d’un stagiaire. Une session annulée par l’organisme de formation ne donne lieu à aucune facturation.',
  'documents.convention.forProvider': 'Pour l’organisme de formation',
  'documents.convention.forStructure': 'Pour la structure bénéficiaire',
  'documents.convention.nameAndTitle': 'Nom, fonction, cachet et signature',

  // Participant list and signature sheet.
  'documents.participants.title': 'Liste des participants',
  'documents.participants.empty': 'Aucun stagiaire inscrit à cette session.',
  'documents.signature.title': 'Feuille d’émargement',
  'documents.signature.intro':
    'Chaque stagiaire signe pour chaque demi-journée suivie ; l’intervenant signe en fin de demi-journée.',
  'documents.signature.trainee': 'Stagiaire',
  'documents.signature.speaker': 'Intervenant',
  'documents.signature.typed': 'Signé électroniquement par {name}',
  'documents.period.morning': 'Matin',
  'documents.period.afternoon': 'Après-midi',
  'documents.period.evening': 'Soirée',

  // Certificates.
  'documents.participation.title': 'Attestation de participation',
  'documents.participation.text':
    '{signatory} atteste que {trainee} a participé à l’action de formation « {action} » (session {code}), qui s’est déroulée {dates}.',
  'documents.completion.title': 'Certificat de réalisation',
  'documents.completion.signatory':
    'Je {civility, select, MRS {soussignée} other {soussigné}} {name}, {civility, select, MRS {représentante légale} other {représentant légal}} du dispensateur de l’action concourant au développement des compétences {provider},',
  'documents.completion.signatoryProvider':
    'Le représentant légal du dispensateur de l’action concourant au développement des compétences {provider},',
  'documents.completion.attests': 'atteste que :',
  'documents.completion.trainee': '{trainee}, salarié de la structure {structure},',
  'documents.completion.traineeAlone': '{trainee},',
  'documents.completion.followed': 'a suivi l’action « {action} »',
  'documents.completion.nature': 'Nature de l’action concourant au développement des compétences :',
  'documents.completion.natureTraining': 'action de formation',
  'documents.completion.natureSkills': 'bilan de compétences',
  'documents.completion.natureVae': 'action de VAE',
  'documents.completion.natureApprenticeship': 'action de formation par apprentissage',
  'documents.completion.when':
    'qui s’est déroulée du {start} au {end}, pour une durée de {hours} heures.',
  'documents.completion.attendance': 'Assiduité du stagiaire : {hours} heures réalisées.',
  'documents.completion.keep':
    'Sans préjudice des délais imposés par les règles fiscales, comptables ou commerciales, je m’engage à conserver l’ensemble des pièces justificatives qui ont permis d’établir le présent certificat pendant une durée de 3 ans à compter de la fin de l’année du dernier paiement. En cas de cofinancement des fonds européens, la durée de conservation est étendue conformément aux obligations conventionnelles spécifiques.',
  'documents.completion.signature':
    'Cachet et signature du responsable du dispensateur de formation',
  'documents.end.title': 'Attestation de fin de formation',
  'documents.end.text':
    '{signatory} atteste que {trainee} a suivi l’action de formation « {action} » (session {code}), {dates}.',
  'documents.end.evaluation':
    'Les acquis de la formation ont été évalués par l’organisme de formation au regard des objectifs ci-dessus.',
  'documents.certificate.signatoryManager': '{name}, {title} de {provider},',
  'documents.certificate.signatoryProvider': 'L’organisme de formation {provider}',

  // Report.
  'documents.report.title': 'Bilan pédagogique',
  'documents.report.status': 'Statut : {status}',
  'documents.report.completed': 'Terminé le {date} par {name}',
  'documents.report.validated': 'Validé le {date} par {name}',
  'documents.report.empty': 'Rubrique non renseignée.',

  // CSV columns.
  'documents.csv.session': 'Session',
  'documents.csv.action': 'Action',
  'documents.csv.civility': 'Civilité',
  'documents.csv.structure': 'Structure',
  'documents.csv.hours': 'Heures réalisées',

  // Screens: the session's documents (back office) and the beneficiary's lists.
  'documents.section.title': 'Documents générés',
  'documents.section.intro':
    'Documents établis à partir des données de la session, au nom de l’organisme de formation.',
  'documents.section.session': 'Documents de la session',
  'documents.section.conventions': 'Conventions, par structure',
  'documents.section.noConvention':
    'Aucune convention : aucun stagiaire inscrit n’est rattaché à une structure.',
  'documents.section.trainees': 'Documents des stagiaires',
  'documents.section.noTrainee': 'Aucun stagiaire inscrit à cette session.',
  'documents.section.loadError': 'Les documents de la session n’ont pas pu être chargés.',
  'documents.column.trainee': 'Stagiaire',
  'documents.column.structure': 'Structure',
  'documents.column.documents': 'Documents',
  'documents.column.notYet': 'Pas encore disponibles',
  'documents.download': 'Télécharger {label}',
  'documents.downloadFor': 'Télécharger {label} – {name}',
  'documents.format.docx': 'Word',
  'documents.remoteUrlHint':
    'Lien de la classe virtuelle, écrit dans les convocations. Laissé vide, la convocation annonce qu’il sera communiqué.',
  'documents.beneficiary.column': 'Documents',
  'documents.beneficiary.none': 'Aucun document pour l’instant',
  'documents.beneficiary.actionDocuments': 'Documents de l’action {name}',
  'documents.beneficiary.badge': 'Open badge : {description}',
  'documents.beneficiary.badgeImage': 'Image de l’open badge – {name}',
  'documents.beneficiary.requestBadge': 'Demander l’open badge',
  'documents.beneficiary.requestBadgeFor': 'Demander l’open badge – {name}',

  // Template screen: the tags of each document.
  'documents.tags.title': 'Balises de {label}',
  'documents.tags.intro':
    'Écrivez les balises entre doubles accolades, par exemple {{ session.code }}. Une boucle répète ce qu’elle entoure : {{#trainees}} … {{/trainees}}.',
  'documents.tags.loops': 'Boucles',
  'documents.tags.loopTags': 'Balises dans la boucle : {tags}',
} as const;
