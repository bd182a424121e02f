import { REWARDED_VIDEO_TIMINGS, type AdInventory, type RewardType } from '@tontine/contracts';
import type { AdArt } from './ad-art.js';

type Language = 'fr' | 'en' | 'sw';
type Copy = Record<Language, { title: string; subtitle: string; cta: string }>;

/** The demo creatives: each drawn once at seed time and stored as an ad image of this id. */
export const DEMO_AD_IMAGES: Record<string, AdArt> = {
  'ad0e0000-0000-4000-8000-000000000001': {
    width: 960,
    height: 240,
    from: [14, 98, 81],
    to: [38, 166, 91],
    accent: [247, 201, 72],
    motif: 'coins',
  },
  'ad0e0000-0000-4000-8000-000000000002': {
    width: 960,
    height: 240,
    from: [191, 78, 32],
    to: [240, 146, 60],
    accent: [255, 240, 214],
    motif: 'rings',
  },
  'ad0e0000-0000-4000-8000-000000000003': {
    width: 640,
    height: 360,
    from: [28, 64, 140],
    to: [64, 140, 214],
    accent: [247, 201, 72],
    motif: 'coins',
  },
  'ad0e0000-0000-4000-8000-000000000004': {
    width: 640,
    height: 360,
    from: [96, 44, 140],
    to: [170, 92, 200],
    accent: [255, 255, 255],
    motif: 'rings',
  },
  'ad0e0000-0000-4000-8000-000000000005': {
    width: 640,
    height: 360,
    from: [12, 110, 120],
    to: [60, 190, 170],
    accent: [255, 255, 255],
    motif: 'coins',
  },
  'ad0e0000-0000-4000-8000-000000000006': {
    width: 720,
    height: 960,
    from: [20, 40, 70],
    to: [14, 98, 81],
    accent: [247, 201, 72],
    motif: 'coins',
  },
  'ad0e0000-0000-4000-8000-000000000007': {
    width: 720,
    height: 960,
    from: [120, 30, 60],
    to: [230, 100, 80],
    accent: [255, 240, 214],
    motif: 'rings',
  },
  'ad0e0000-0000-4000-8000-000000000008': {
    width: 960,
    height: 540,
    from: [40, 30, 90],
    to: [120, 80, 200],
    accent: [255, 255, 255],
    motif: 'play',
  },
};

const image = (n: number) => `/api/ad-images/ad0e0000-0000-4000-8000-00000000000${n}`;

interface Creative {
  id: string;
  type: 'banner' | 'native' | 'interstitial' | 'rewarded';
  brand: string;
  image: number;
  external_url: string;
  reward?: RewardType;
  min_view_seconds?: number;
  duration?: number;
  copy: Copy;
}

const CREATIVES: Creative[] = [
  {
    id: 'banner-epargne',
    type: 'banner',
    brand: 'Akiba Bank',
    image: 1,
    external_url: 'https://www.example.com/akiba/epargne',
    copy: {
      fr: {
        title: 'Épargnez plus, chaque mois',
        subtitle: 'Un compte épargne sans frais pour votre tontine',
        cta: 'Découvrir',
      },
      en: {
        title: 'Save more, every month',
        subtitle: 'A fee-free savings account for your group',
        cta: 'Learn more',
      },
      sw: {
        title: 'Weka akiba zaidi kila mwezi',
        subtitle: 'Akaunti ya akiba bila ada kwa chama chako',
        cta: 'Gundua',
      },
    },
  },
  {
    id: 'banner-marche',
    type: 'banner',
    brand: 'Soko Mobile',
    image: 2,
    external_url: 'https://www.example.com/soko',
    copy: {
      fr: {
        title: 'Le marché dans votre poche',
        subtitle: 'Vendez et achetez près de chez vous',
        cta: 'Essayer',
      },
      en: {
        title: 'The market in your pocket',
        subtitle: 'Buy and sell near you',
        cta: 'Try it',
      },
      sw: {
        title: 'Soko mfukoni mwako',
        subtitle: 'Nunua na uuze karibu nawe',
        cta: 'Jaribu',
      },
    },
  },
  {
    id: 'native-assurance',
    type: 'native',
    brand: 'Jamii Assurance',
    image: 3,
    external_url: 'https://www.example.com/jamii',
    copy: {
      fr: {
        title: 'Protégez votre groupe',
        subtitle: 'Une assurance santé pensée pour les tontines',
        cta: 'Voir l’offre',
      },
      en: {
        title: 'Protect your group',
        subtitle: 'Health cover designed for savings groups',
        cta: 'See the offer',
      },
      sw: {
        title: 'Linda kikundi chako',
        subtitle: 'Bima ya afya kwa vikundi vya akiba',
        cta: 'Tazama ofa',
      },
    },
  },
  {
    id: 'native-formation',
    type: 'native',
    brand: 'Elimu Pesa',
    image: 4,
    external_url: 'https://www.example.com/elimu',
    copy: {
      fr: {
        title: 'Apprenez à gérer votre budget',
        subtitle: 'Cours gratuits en ligne, à votre rythme',
        cta: 'S’inscrire',
      },
      en: {
        title: 'Learn to manage your budget',
        subtitle: 'Free online lessons, at your own pace',
        cta: 'Sign up',
      },
      sw: {
        title: 'Jifunze kusimamia bajeti yako',
        subtitle: 'Masomo ya bure mtandaoni, kwa kasi yako',
        cta: 'Jisajili',
      },
    },
  },
  {
    id: 'native-agri',
    type: 'native',
    brand: 'Shamba Plus',
    image: 5,
    external_url: 'https://www.example.com/shamba',
    copy: {
      fr: {
        title: 'Semences et engrais à crédit',
        subtitle: 'Remboursez après la récolte',
        cta: 'En savoir plus',
      },
      en: {
        title: 'Seeds and fertiliser on credit',
        subtitle: 'Pay back after the harvest',
        cta: 'Find out more',
      },
      sw: {
        title: 'Mbegu na mbolea kwa mkopo',
        subtitle: 'Lipa baada ya mavuno',
        cta: 'Jua zaidi',
      },
    },
  },
  {
    id: 'interstitial-transfert',
    type: 'interstitial',
    brand: 'Haraka Transfer',
    image: 6,
    external_url: 'https://www.example.com/haraka',
    min_view_seconds: 5,
    copy: {
      fr: {
        title: 'Envoyez de l’argent à la famille',
        subtitle: 'Frais réduits vers 20 pays d’Afrique',
        cta: 'Envoyer',
      },
      en: {
        title: 'Send money home',
        subtitle: 'Low fees to 20 African countries',
        cta: 'Send',
      },
      sw: {
        title: 'Tuma pesa nyumbani',
        subtitle: 'Ada nafuu kwa nchi 20 za Afrika',
        cta: 'Tuma',
      },
    },
  },
  {
    id: 'interstitial-solaire',
    type: 'interstitial',
    brand: 'Jua Power',
    image: 7,
    external_url: 'https://www.example.com/jua',
    min_view_seconds: 5,
    copy: {
      fr: {
        title: 'L’énergie solaire pour votre commerce',
        subtitle: 'Payez par petites mensualités',
        cta: 'Découvrir',
      },
      en: {
        title: 'Solar power for your shop',
        subtitle: 'Pay in small monthly instalments',
        cta: 'Discover',
      },
      sw: {
        title: 'Nishati ya jua kwa biashara yako',
        subtitle: 'Lipa kwa awamu ndogo za kila mwezi',
        cta: 'Gundua',
      },
    },
  },
  ...(
    [
      ['premium-trial', 'Premium', 'Premium', 'Premium'],
      [
        'customization-pack',
        'Pack personnalisation',
        'Customization pack',
        'Kifurushi cha mapambo',
      ],
      ['achievement-badge', 'Badge de réussite', 'Achievement badge', 'Beji ya mafanikio'],
      ['virtual-coins', '100 pièces', '100 coins', 'Sarafu 100'],
    ] as const
  ).map(([reward, fr, en, sw], index): Creative => ({
    id: `rewarded-${reward}`,
    type: 'rewarded',
    brand: 'Tontine',
    image: 8,
    external_url: '',
    reward,
    // Premium's video is the documents' "Débloquer Premium (30s)"; each reward another length.
    ...REWARDED_VIDEO_TIMINGS[index]!,
    copy: {
      fr: {
        title: `Regardez et gagnez : ${fr}`,
        subtitle: 'Une courte vidéo de nos partenaires',
        cta: 'Regarder',
      },
      en: {
        title: `Watch and earn: ${en}`,
        subtitle: 'A short video from our partners',
        cta: 'Watch',
      },
      sw: {
        title: `Tazama na upate: ${sw}`,
        subtitle: 'Video fupi kutoka kwa washirika wetu',
        cta: 'Tazama',
      },
    },
  })),
];

/** The demo inventory: every creative in French, English and Swahili (one ad per language). */
export function demoAdInventory(): AdInventory {
  return {
    ads: CREATIVES.flatMap((c) =>
      (['fr', 'en', 'sw'] as const).map((language) => ({
        id: `${c.id}-${language}`,
        type: c.type,
        title: c.copy[language].title,
        subtitle: c.copy[language].subtitle,
        brand: c.brand,
        cta: c.copy[language].cta,
        image_url: image(c.image),
        video_thumbnail_url: c.type === 'rewarded' ? image(c.image) : '',
        external_url: c.external_url,
        reward: c.reward ?? null,
        min_view_seconds: c.min_view_seconds ?? 0,
        duration: c.duration ?? 15,
        active_from: null,
        active_to: null,
        languages: [language],
      })),
    ),
  };
}
