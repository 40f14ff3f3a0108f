// The palettes of the two interviewer characters of UI.md: id 2 cool and exact, id 3 warm and encouraging.
import { INTERVIEWER } from '@app/shared/constants';

export type InterviewerId = (typeof INTERVIEWER)[keyof typeof INTERVIEWER];

export interface CharacterLook {
  backdrop: string;
  skin: string;
  skinShade: string;
  hair: string;
  jacket: string;
  jacketShade: string;
  shirt: string;
  accent: string;
  lips: string;
  cheeks: string | null;
  glasses: string | null;
}

export const CHARACTER_LOOKS: Record<InterviewerId, CharacterLook> = {
  [INTERVIEWER.tough]: {
    backdrop: '#E4E9F1',
    skin: '#F0D2BC',
    skinShade: '#DDB79D',
    hair: '#2B3644',
    jacket: '#2F3A4B',
    jacketShade: '#232C39',
    shirt: '#E3E8F0',
    accent: '#5B6F8C',
    lips: '#B7776A',
    cheeks: null,
    glasses: '#1C2430',
  },
  [INTERVIEWER.gentle]: {
    backdrop: '#FFF0E6',
    skin: '#FBE1D0',
    skinShade: '#EFC6AE',
    hair: '#8C5A43',
    jacket: '#FFD8C2',
    jacketShade: '#F4C1A5',
    shirt: '#FFFFFF',
    accent: '#FF9F7A',
    lips: '#D9776E',
    cheeks: '#FFB3A7',
    glasses: null,
  },
};

export function isInterviewerId(id: number): id is InterviewerId {
  return id === INTERVIEWER.tough || id === INTERVIEWER.gentle;
}
