// The two messages sent to the model: the engine's prompt as it is, and, when the page is not in
// English, one line appended to the system part that says which language to answer in (the
// evidence and the engine's instructions are English): the page's dictionary gives it
// (model.answerIn, empty in English). The page shows these messages, not the engine's prompt,
// under "Prompt sent to the model": what is shown is what is sent.

export function modelMessages(prompt, line) {
  const system = line ? `${prompt.system.replace(/\s+$/, '')}\n${line}` : prompt.system;
  return [
    { role: 'system', content: system },
    { role: 'user', content: prompt.user },
  ];
}
