/**
 * The association's details: the one place they are written. root-config passes this object to every
 * micro-frontend as a custom prop; components read it from there, never from copies of their own. The
 * default association's words (its names, labels and titles) are in `associationTexts`.
 */
import { associationTexts } from '../texts/associationTexts';

export interface EmergencyNumber {
  readonly label: string;
  /** As shown to the person, e.g. '234 521 237'. */
  readonly display: string;
  /** Digits for the tel: link, e.g. '234521237'. */
  readonly dial: string;
}

export interface VideoChannel {
  readonly title: string;
  readonly embedUrl: string;
  readonly externalUrl: string;
}

export interface StoreGame {
  readonly name: string;
  readonly url: string;
}

export interface SponsorLogo {
  /** The sponsor's name: the logo's text alternative. */
  readonly name: string;
  /** The logo file's address on the platform's own origin (root-config/public is served at '/'). */
  readonly src: string;
}

/** The association's line for a WhatsApp call, from the emergency dialog. */
export interface WhatsAppHelpLine {
  readonly label: string;
  /** As shown to the person, e.g. '912 540 220'. */
  readonly display: string;
  /** As the carers would type it ('912 540 220', '+351 …'): made into the messaging link like a contact's. */
  readonly phone: string;
}

/** Who is responsible for the data Amparo keeps (the privacy notice names them). */
export interface DataController {
  /** The association's legal name, as registered. */
  readonly legalName: string;
  /** Its postal address, on one line. */
  readonly address: string;
  /** Where people write to see, correct, take away or erase their data. */
  readonly privacyEmail: string;
  /** The data protection officer's contact, when the association has one. */
  readonly dataProtectionOfficer?: string;
}

export interface AssociationConfig {
  /** The provider's short name, said inside other texts (the privacy notice's, the sections'). */
  readonly providerName: string;
  readonly fullName: string;
  readonly dataController: DataController;
  readonly publicSiteUrl: string;
  readonly meetingUrl: string;
  readonly termsUrl: string;
  readonly emergencyNumbers: readonly EmergencyNumber[];
  /**
   * Whether the association's tablets can make phone calls (a SIM and a phone app). Without, the
   * emergency dialog says so first and leads with the WhatsApp call; the tel: links stay for a device
   * that can call.
   */
  readonly tabletsMakePhoneCalls: boolean;
  readonly whatsAppHelpLine: WhatsAppHelpLine;
  /**
   * Where signing out leads: the platform's login (default), or the old app's redirect to the
   * association's public site.
   */
  readonly afterSignOut: 'login' | 'public-site';
  readonly videoChannels: readonly VideoChannel[];
  readonly storeGames: readonly StoreGame[];
  readonly sponsorLogos: readonly SponsorLogo[];
  /** Base URL of the messaging app's send link; the phone goes in its `phone` parameter. */
  readonly messagingSendUrl: string;
  /** What restarting Jogo do Galo does: a new game in place (default) or the old app's redirect (docs/product.md: Games). */
  readonly ticTacToeRestart: 'new-game' | 'redirect-to-public-site';
  /**
   * How many months of history are kept: doses taken and appointments dated earlier are removed by the
   * association's retention command (docs/retention.md). A year of history plus one month, so the same
   * month last year can still be compared whole. The association decides it: shorter keeps less health
   * data, longer keeps more.
   */
  readonly historyRetentionMonths: number;
}

export const defaultAssociationConfig: AssociationConfig = {
  providerName: associationTexts.providerName,
  fullName: associationTexts.fullName,
  dataController: {
    legalName: associationTexts.legalName,
    address: associationTexts.address,
    privacyEmail: 'privacidade@probranca.pt',
    dataProtectionOfficer: 'dpo@probranca.pt',
  },
  publicSiteUrl: 'https://www.probranca.pt/',
  meetingUrl: 'https://meet.jit.si/ProBrancaSessoes',
  termsUrl: 'https://www.probranca.pt/termos-de-utilizacao',
  emergencyNumbers: [
    { label: associationTexts.emergencyLabels.medical, display: '112', dial: '112' },
    {
      label: associationTexts.emergencyLabels.police,
      display: '234 521 237',
      dial: '234521237',
    },
    {
      label: associationTexts.emergencyLabels.firefighters,
      display: '234 529 112',
      dial: '234529112',
    },
    {
      label: associationTexts.emergencyLabels.association,
      display: '234 540 220',
      dial: '234540220',
    },
  ],
  tabletsMakePhoneCalls: false,
  whatsAppHelpLine: {
    label: associationTexts.whatsAppHelpLine,
    display: '912 540 220',
    phone: '912540220',
  },
  afterSignOut: 'login',
  videoChannels: [
    {
      title: associationTexts.videoChannels.sanctuary,
      embedUrl:
        'https://www.youtube-nocookie.com/embed/live_stream?channel=UCyHWMg7uJY4PNFMVxi2Y0qQ',
      externalUrl: 'https://www.youtube.com/@SantuariodeFatima/live',
    },
    {
      title: associationTexts.videoChannels.association,
      embedUrl: 'https://www.youtube-nocookie.com/embed/videoseries?list=UUprobranca',
      externalUrl: 'https://www.youtube.com/@probranca',
    },
  ],
  storeGames: [
    {
      name: associationTexts.storeGames.tetris,
      url: 'https://play.google.com/store/apps/details?id=com.n3twork.tetris',
    },
    {
      name: associationTexts.storeGames.candyCrush,
      url: 'https://play.google.com/store/apps/details?id=com.king.candycrushsaga',
    },
    {
      name: associationTexts.storeGames.sueca,
      url: 'https://play.google.com/store/apps/details?id=com.jogatina.sueca',
    },
  ],
  sponsorLogos: [
    { name: associationTexts.sponsorLogos.association, src: '/association/probranca.svg' },
    { name: associationTexts.sponsorLogos.project, src: '/association/amparo.svg' },
  ],
  messagingSendUrl: 'https://api.whatsapp.com/send',
  ticTacToeRestart: 'new-game',
  historyRetentionMonths: 13,
};
