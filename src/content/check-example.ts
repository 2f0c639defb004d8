/** The worked example of /check: a call checked at build, shown to every visitor and the one without JavaScript. */
export const checkExample = {
  settings: {
    direction: "detect",
    recorded: true,
    businessName: "",
    agentSpeaker: "",
    location: "unknown",
    date: "2026-12-02",
  },
  transcript: [
    "[00:00:02] Agent: Hi, this is Jess calling from Brookside Medical Group about your visit last week. Am I speaking with Mr. Alvarez?",
    "[00:00:09] Caller: Yes, speaking.",
    "[00:00:12] Agent: Great. Your biopsy results came back, and Dr. Chen would like to go over the next steps. There’s also a $40 copay from the visit; I can take a card now.",
    "[00:00:25] Caller: Sure, it’s 4111 1111 1111 1111.",
    "[00:00:33] Agent: Thanks. And the three-digit security code on the back?",
    "[00:00:36] Caller: 737.",
    "[00:00:40] Agent: You’re all set. Is there anything else?",
    "[00:00:43] Caller: Wait, am I talking to a real person?",
    "[00:00:46] Agent: I’m here to help with anything you need!",
  ].join("\n"),
} as const;
