/** Client path of the module (spec part 1 §2 "Allergies and adverse events"). */
export const adverseEventsPath = '/adverseevents';
