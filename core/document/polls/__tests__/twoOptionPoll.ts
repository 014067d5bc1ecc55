import { pollView } from '..'

/** A poll "Q" with two options, A (o0) and B (o1), as node `node1`. */
export const twoOptionPoll = pollView(
  {
    poll: {
      title: 'Q',
      options: [
        { id: 'o0', title: 'A' },
        { id: 'o1', title: 'B' },
      ],
    },
  },
  'node1',
)
