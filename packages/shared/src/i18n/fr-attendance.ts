/**
 * French messages of the digital attendance ("émargement numérique", decision 038): the refusals
 * of the API, the provider's section of a session's sheet (half-days, signing window with its QR
 * code, signatures, proposal), the signature pad and the trainee's signing page. Spread into
 * `fr.ts`; `en-attendance.ts` holds the same keys.
 */
export const frAttendance = {
  // Refusals (errors/codes.ts).
  'attendance.error.unknownHalfDay':
    'Cette demi-journée ne fait pas partie des dates d’intervention de la session.',
  'attendance.error.notToday':
    'L’émargement d’une demi-journée s’ouvre le jour même : celle-ci a lieu le {date}.',
  'attendance.error.sessionNotProgrammed':
    'L’émargement ne s’ouvre que pour une session programmée.',
  'attendance.error.windowClosed':
    'L’émargement de cette demi-journée est fermé : la signature n’est plus possible.',
  'attendance.error.tokenInvalid':
    'Ce QR code n’est plus valable : scannez à nouveau le code affiché par le prestataire.',
  'attendance.error.ticketInvalid':
    'Le délai pour signer est dépassé : scannez à nouveau le QR code affiché par le prestataire.',
  'attendance.error.notRegistered': 'Seul un stagiaire inscrit à la session peut émarger.',
  'attendance.error.alreadySigned':
    'La signature de cette demi-journée est déjà enregistrée : elle ne se donne qu’une fois.',
  'attendance.error.impersonated':
    'Une signature ne se donne pas en mode substitution : elle doit venir du stagiaire lui-même.',

  // Checks of a signature (attendance/schemas.ts, the server's image check).
  'attendance.validation.halfDay': 'Demi-journée invalide',
  'attendance.validation.imageFormat': 'La signature doit être une image PNG.',
  'attendance.validation.imageTooLarge': 'La signature est trop lourde ({max} Ko au plus).',
  'attendance.validation.imageUnreadable': 'La signature n’est pas une image PNG lisible.',
  'attendance.validation.imageSize':
    'La signature est trop grande ({width} × {height} pixels au plus).',
  'attendance.validation.empty': 'La signature est vide : signez dans le cadre.',
  'attendance.validation.oneSignature':
    'Dessinez votre signature ou tapez votre nom, pas les deux.',
  'attendance.validation.notTrainee':
    'Ces inscriptions ne sont pas celles de stagiaires de la session : {ids}.',
  'attendance.validation.certify': 'Cochez la case pour certifier votre présence.',
  'attendance.validation.typedName':
    'Tapez le prénom et le nom du stagiaire tels qu’ils figurent sur l’inscription : {name}.',

  'attendance.period.morning': 'matin',
  'attendance.period.afternoon': 'après-midi',
  'attendance.period.evening': 'soirée',
  'attendance.halfDay.name': '{day}, {period}',
  'attendance.method.OWN_DEVICE': 'sur son téléphone',
  'attendance.method.PROVIDER_DEVICE': 'sur l’appareil du prestataire',
  'attendance.history.proposal': {
    one: 'Présence saisie d’après l’émargement numérique : {count} demi-journée signée sur {total}',
    other:
      'Présence saisie d’après l’émargement numérique : {count} demi-journées signées sur {total}',
  },

  // The section of a session's sheet.
  'attendance.section.title': 'Émargement numérique',
  'attendance.section.intro':
    'Pour chaque demi-journée, ouvrez l’émargement le jour même : les stagiaires signent sur leur téléphone en scannant le QR code, ou à tour de rôle sur votre appareil. La feuille d’émargement papier signée peut toujours être jointe aux documents de la session.',
  'attendance.section.loadError': 'L’émargement numérique de la session n’a pas pu être chargé.',
  'attendance.noHalfDays':
    'La session n’a pas de dates d’intervention : renseignez-les pour émarger par demi-journée.',
  'attendance.halfDays.caption': 'Demi-journées de la session',
  'attendance.column.halfDay': 'Demi-journée',
  'attendance.column.hours': 'Horaires',
  'attendance.column.signatures': 'Signatures',
  'attendance.column.window': 'Émargement',
  'attendance.column.trainee': 'Stagiaire',
  'attendance.column.signed': 'Demi-journées signées',
  'attendance.column.current': 'Présence enregistrée',
  'attendance.column.proposed': 'Présence proposée',
  'attendance.hours': '{start} – {end}',
  'attendance.hoursValue': '{hours} h',
  'attendance.cancel': 'Annuler',
  'attendance.signedCount': {
    one: '{count} signature sur {total}',
    other: '{count} signatures sur {total}',
  },
  'attendance.window.open': 'Ouvert',
  'attendance.window.closed': 'Fermé',
  'attendance.window.notOpened': 'Non ouvert',
  'attendance.window.openAction': 'Ouvrir l’émargement',
  'attendance.window.reopenAction': 'Rouvrir l’émargement',
  'attendance.window.showAction': 'Afficher le QR code',
  'attendance.window.closeAction': 'Fermer l’émargement',
  'attendance.window.actionOf': '{action} : {halfDay}',
  'attendance.window.opened': 'Émargement ouvert.',
  'attendance.window.closedToast': 'Émargement fermé.',

  // The open window: QR code and who signed.
  'attendance.live.title': 'Émargement en cours : {halfDay}',
  'attendance.live.qrAlt': 'QR code à scanner pour signer la présence : {halfDay}',
  'attendance.live.scan':
    'Scannez ce code avec votre téléphone, connectez-vous si besoin, puis signez.',
  'attendance.live.refresh': {
    one: 'Le code change toutes les {count} seconde : une photo du code ne permet pas de signer plus tard.',
    other:
      'Le code change toutes les {count} secondes : une photo du code ne permet pas de signer plus tard.',
  },
  'attendance.live.autoClose': 'L’émargement se ferme de lui-même à la fin de la journée.',
  'attendance.live.loadError':
    'L’émargement n’a pas pu être actualisé : nouvel essai dans quelques secondes.',
  'attendance.live.caption': 'Signatures de la demi-journée',
  'attendance.live.signedAt': 'Signé à {time}, {method}',
  'attendance.live.notSigned': 'Pas encore signé',
  'attendance.live.collect': 'Faire signer sur cet appareil',
  'attendance.live.collectFor': 'Faire signer {name} sur cet appareil',
  'attendance.live.hide': 'Masquer le QR code',
  'attendance.live.signedProgress': {
    one: '{count} stagiaire a signé sur {total}.',
    other: '{count} stagiaires ont signé sur {total}.',
  },

  // Collecting on the provider's device.
  'attendance.collect.title': 'Signature de {name}',
  'attendance.collect.description':
    'Remettez l’appareil à {name}. La signature sera enregistrée comme recueillie par vous, sur votre appareil.',
  'attendance.collect.success': 'Signature de {name} enregistrée.',

  // The signature pad (drawn, or the typed name as its accessible alternative).
  'attendance.pad.label': 'Signature',
  'attendance.pad.hint': 'Signez avec le doigt, un stylet ou la souris dans le cadre.',
  'attendance.pad.canvas': 'Cadre de signature',
  'attendance.pad.clear': 'Effacer',
  'attendance.pad.typeInstead': 'Je ne peux pas dessiner : je signe en tapant mon nom',
  'attendance.pad.typedName': 'Prénom et nom',
  'attendance.pad.certify': 'Je certifie ma présence à cette demi-journée de formation.',
  'attendance.pad.submit': 'Signer',

  // The trainee's signing page.
  'attendance.sign.intro': 'Signez votre présence à cette demi-journée de formation.',
  'attendance.sign.action': 'Formation',
  'attendance.sign.session': 'Session',
  'attendance.sign.place': 'Lieu',
  'attendance.sign.halfDay': 'Demi-journée',
  'attendance.sign.trainee': 'Stagiaire',
  'attendance.sign.deadline': 'Envoyez votre signature avant {time}.',
  'attendance.sign.done': 'Votre présence est signée : le {date} à {time}. Merci !',
  'attendance.sign.success': 'Signature enregistrée. Merci !',
  'attendance.sign.back': 'Mes formations en cours et à venir',

  // The signatures shown to the provider.
  'attendance.signature.imageAlt': 'Signature de {name}',
  'attendance.signature.typed': 'Nom tapé : « {name} »',
  'attendance.signature.collectedBy': 'Recueillie par {name}',

  // The proposal.
  'attendance.proposal.title': 'Présences proposées d’après les signatures',
  'attendance.proposal.intro':
    'Toutes les demi-journées signées : présent ; une partie : absence partielle, avec les heures des demi-journées signées ; aucune : absent. Vérifiez, choisissez les stagiaires puis appliquez : rien n’est enregistré sans vous.',
  'attendance.proposal.caption': 'Proposition par stagiaire',
  'attendance.proposal.empty': 'Aucun stagiaire inscrit à la session.',
  'attendance.proposal.signed': '{count} sur {total}',
  'attendance.proposal.withHours': '{status} ({hours})',
  'attendance.proposal.none': 'Non saisie',
  'attendance.proposal.unchanged': 'identique à la saisie',
  'attendance.proposal.select': 'Appliquer la proposition pour {name}',
  'attendance.proposal.apply': {
    one: 'Appliquer la proposition ({count} stagiaire)',
    other: 'Appliquer la proposition ({count} stagiaires)',
  },
  'attendance.proposal.confirmTitle': 'Appliquer la proposition ?',
  'attendance.proposal.confirmDescription': {
    one: 'La présence de {count} stagiaire sera enregistrée comme proposée. Vous pourrez encore la corriger depuis l’onglet Inscriptions.',
    other:
      'La présence de {count} stagiaires sera enregistrée comme proposée. Vous pourrez encore la corriger depuis l’onglet Inscriptions.',
  },
  'attendance.proposal.applied': {
    one: '{count} présence enregistrée.',
    other: '{count} présences enregistrées.',
  },
  'attendance.proposal.missingWindows': {
    one: '{count} demi-journée n’a pas eu d’émargement numérique : elle compte comme non signée.',
    other:
      '{count} demi-journées n’ont pas eu d’émargement numérique : elles comptent comme non signées.',
  },
} as const;
