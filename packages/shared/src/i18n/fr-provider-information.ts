/**
 * French messages of the provider information (`/back/information`, the provider section of a
 * structure's record, `structures/{id}/information`; decision 037). `en-provider-information.ts`
 * holds the same keys.
 */
export const frProviderInformation = {
  'providerInformation.image.format': 'Image PNG ou JPEG attendue',
  'providerInformation.image.tooHeavy': 'Image trop lourde : {max} au plus',
  'providerInformation.image.unreadable':
    'Image illisible : ses dimensions n’ont pas pu être lues. Enregistrez-la à nouveau depuis un logiciel d’images.',
  'providerInformation.image.tooSmall':
    'Image trop petite ({size} pixels) : au moins {min} pixels de côté',
  'providerInformation.image.tooLarge':
    'Image trop grande ({size} pixels) : {max} pixels de côté au plus',
  'providerInformation.image.unknownFile':
    'Image introuvable parmi vos envois : choisissez le fichier à nouveau',
  'providerInformation.image.hint':
    'PNG ou JPEG, {maxBytes} au plus, de {min} à {max} pixels de côté.',
  'providerInformation.image.stampHint':
    'Un PNG à fond transparent se pose mieux à côté de la signature.',

  'providerInformation.intro':
    'Ces informations figurent sur les documents générés pour vos sessions : convocations, conventions, feuilles d’émargement et attestations.',
  'providerInformation.identity': 'Votre structure',
  'providerInformation.identityHint':
    'Le nom, l’adresse et le SIRET sont ceux que connaît la plateforme. Pour les corriger, adressez-vous à l’administrateur de la plateforme.',
  'providerInformation.name': 'Nom',
  'providerInformation.address': 'Adresse',
  'providerInformation.siret': 'SIRET',
  'providerInformation.notGiven': 'Non renseigné',
  'providerInformation.documents': 'Informations sur les documents',
  'providerInformation.managerName': 'Nom du responsable',
  'providerInformation.managerNameHint': 'Prénom et nom de la personne qui signe les documents.',
  'providerInformation.managerCivility': 'Civilité du responsable',
  'providerInformation.managerCivilityHint':
    'Les certificats s’accordent avec elle : « Je soussignée » pour Madame.',
  'providerInformation.managerCivilityUnknown': 'Non précisée',
  'providerInformation.managerTitle': 'Fonction du responsable',
  'providerInformation.managerTitleHint': 'Par exemple : Directrice, Responsable de formation.',
  'providerInformation.logo': 'Logo',
  'providerInformation.stamp': 'Tampon',
  'providerInformation.save': 'Enregistrer',
  'providerInformation.saving': 'Enregistrement…',
  'providerInformation.saved': 'Informations enregistrées',
  'providerInformation.preview': 'Prévisualiser un document',
  'providerInformation.previewNewTab': '(PDF, s’ouvre dans un nouvel onglet)',
  'providerInformation.previewHint': 'L’aperçu reprend les informations enregistrées.',
  'providerInformation.structures': 'Vos structures',
  'providerInformation.noStructure':
    'Aucune structure prestataire n’est rattachée à votre compte : demandez à l’administrateur de la plateforme de vous y rattacher.',
} as const;
