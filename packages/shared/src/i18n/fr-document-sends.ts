/**
 * French messages of the sending of convocations and conventions (decision 039): the API's
 * refusals, the section of a session's page (send, progress, history, resend confirmation) and
 * the outbox's attachments. Spread into `fr.ts`; `en-document-sends.ts` holds the same keys.
 */
export const frDocumentSends = {
  // Refusals (errors/codes.ts).
  'documentSends.error.canceled':
    'La session est annulée : ses convocations et conventions ne sont plus envoyées.',
  'documentSends.error.postponed':
    'La session est reportée : envoyez les convocations une fois ses nouvelles dates programmées.',
  'documentSends.error.notProgrammed':
    'Les convocations et conventions ne s’envoient que pour une session programmée.',
  'documentSends.error.ended':
    'La session est terminée : il est trop tard pour envoyer ses convocations.',
  'documentSends.error.noTrainee':
    'La session n’a aucun stagiaire inscrit : il n’y a personne à convoquer.',
  'documentSends.error.running':
    'Un envoi de cette session est déjà en cours : attendez qu’il se termine.',
  'documentSends.validation.nothing': 'Choisissez les convocations, les conventions ou les deux.',

  // What a send's items say.
  'documentSends.item.notRegistered': 'N’est plus inscrit à la session',
  'documentSends.item.noAddress': 'Aucune adresse e-mail connue',
  'documentSends.item.noTrainee': 'Plus aucun stagiaire de cette structure',
  'documentSends.item.failed': 'Le document n’a pas pu être produit : {reason}',
  'documentSends.failed.error': 'L’envoi s’est arrêté sur une erreur : {reason}',

  // The section of a session's page.
  'documentSends.section.title': 'Envoi des convocations et des conventions',
  'documentSends.section.intro':
    'Chaque stagiaire inscrit reçoit par courriel sa convocation en PDF ; chaque structure employeur reçoit la convention de ses stagiaires, adressée à ses valideurs RH (à défaut, à l’adresse de la structure).',
  'documentSends.section.loadError': 'Les envois de la session n’ont pas pu être chargés.',
  'documentSends.section.counts': 'Un envoi maintenant : {convocations} et {conventions}.',
  'documentSends.count.convocations': {
    one: '{count} convocation',
    other: '{count} convocations',
  },
  'documentSends.count.conventions': { one: '{count} convention', other: '{count} conventions' },
  'documentSends.last.convocations': 'Convocations envoyées le {date} par {author}.',
  'documentSends.last.conventions': 'Conventions envoyées le {date} par {author}.',
  'documentSends.last.never': 'Aucune convocation ni convention envoyée pour l’instant.',
  'documentSends.action.send': 'Envoyer les convocations et les conventions',
  'documentSends.action.resend': 'Renvoyer les convocations et les conventions',
  'documentSends.dialog.title': 'Envoyer les convocations et les conventions',
  'documentSends.dialog.convocations': 'Les convocations aux stagiaires inscrits ({count})',
  'documentSends.dialog.conventions': 'Les conventions aux structures employeurs ({count})',
  'documentSends.dialog.already': 'Ont déjà reçu ce document :',
  'documentSends.dialog.alreadyItem': '{name} ({document}, le {date})',
  'documentSends.dialog.resendNotice':
    'Un nouvel envoi leur écrit à nouveau, avec le document tel qu’il est aujourd’hui.',
  'documentSends.dialog.confirm': 'Envoyer',
  'documentSends.dialog.confirmResend': 'Renvoyer',
  'documentSends.progress.label': 'Préparation des courriels',
  'documentSends.progress.text': '{done} sur {total} courriels préparés',
  'documentSends.toast.both': 'Conventions et convocations envoyées.',
  'documentSends.toast.failed': 'L’envoi n’a pas abouti : {reason}',
  'documentSends.history.caption': 'Historique des envois',
  'documentSends.history.date': 'Date',
  'documentSends.history.author': 'Par',
  'documentSends.history.what': 'Envoi',
  'documentSends.history.result': 'Résultat',
  'documentSends.history.empty': 'Aucun envoi pour l’instant.',
  'documentSends.history.skipped': { one: '{count} non envoyé', other: '{count} non envoyés' },
  'documentSends.history.failedCount': { one: '{count} en échec', other: '{count} en échec' },
  'documentSends.status.RUNNING': 'En cours',
  'documentSends.status.DONE': 'Terminé',
  'documentSends.status.FAILED': 'Interrompu',
  'documentSends.kind.CONVOCATION': 'convocation',
  'documentSends.kind.CONVENTION': 'convention',
  'documentSends.unknownAuthor': 'un utilisateur supprimé',

  // The sample data of the documents' preview (/back/information).
  'documentSends.sample.code': 'EXEMPLE',
  'documentSends.sample.action': 'Action de formation (exemple d’aperçu)',
  'documentSends.sample.goal': 'Les objectifs de l’action figurent ici.',
  'documentSends.sample.public': 'Le public visé par l’action figure ici.',
  'documentSends.sample.type': 'Formation',
  'documentSends.sample.room': 'Salle de formation',
  'documentSends.sample.structure': 'Structure employeuse (exemple)',
  'documentSends.preview.fileName': 'Aperçu de convocation',

  // The outbox's attachments.
  'documentSends.attachments.title': 'Pièces jointes',
  'documentSends.attachments.download': 'Télécharger {name} ({size})',
  'documentSends.attachments.count': {
    one: '{count} pièce jointe',
    other: '{count} pièces jointes',
  },
} as const;
