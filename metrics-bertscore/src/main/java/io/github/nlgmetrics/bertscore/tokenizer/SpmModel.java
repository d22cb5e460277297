package io.github.nlgmetrics.bertscore.tokenizer;

import io.github.nlgmetrics.text.spm.SentencePieceEncoder;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * The model of transformers 4.26.1's slow SentencePiece tokenizers: {@code _tokenize} is
 * {@code sp_model.encode(text, out_type=str)} (SentencePiece 0.1.97's {@code EncodeAsPieces}, byte fallback
 * included: {@link SentencePieceEncoder}) after the class's own text rules ({@link SpmRules}: ALBERT's
 * {@code preprocess_text} and its digit-comma rule, DeBERTa-v2's lower-casing and {@code split_by_punct}), and the
 * piece ids are {@code PieceToId}, or for XLM-R and CamemBERT fairseq's ({@link Fairseq}).
 *
 * <p>Immutable and thread-safe.
 */
final class SpmModel implements TokenizerModel {
    /**
     * fairseq's vocabulary around the SentencePiece ids ({@code XLMRobertaTokenizer}, {@code CamembertTokenizer}):
     * a fixed table of the first ids, the SentencePiece ids moved up by {@code offset}, {@code <mask>} after them
     * all; a piece SentencePiece maps to id 0 (its unknown piece) is the tokenizer's unknown token.
     *
     * @param tokens the table: token → its index
     * @param offset added to a SentencePiece id
     * @param extra {@code vocab_size} less the number of pieces
     */
    record Fairseq(List<String> tokens, int offset, int extra) {
        /** XLM-R: {@code <s>}=0 {@code <pad>}=1 {@code </s>}=2 {@code <unk>}=3, pieces + 1, {@code <mask>} last. */
        static final Fairseq XLM_ROBERTA = new Fairseq(List.of("<s>", "<pad>", "</s>", "<unk>"), 1, 2);
        /** CamemBERT: {@code <s>NOTUSED}=0 {@code <pad>}=1 {@code </s>NOTUSED}=2 {@code <unk>}=3, pieces + 4. */
        static final Fairseq CAMEMBERT = new Fairseq(List.of("<s>NOTUSED", "<pad>", "</s>NOTUSED", "<unk>"), 4, 5);
    }

    private final SentencePieceEncoder spm;
    private final Fairseq fairseq;
    private final SpmRules rules;
    private final String unkToken;
    private final int maskId;
    private final int unkTokenId;
    /** The tokenizer's id of every SentencePiece id the encoder gives (all but the unknown piece's). */
    private final int[] ids;

    /**
     * @param fairseq null for {@code PieceToId} itself (ALBERT, DeBERTa-v2)
     * @param unkToken the tokenizer's unknown token
     */
    SpmModel(SentencePieceEncoder spm, Fairseq fairseq, SpmRules rules, String unkToken) {
        this.spm = spm;
        this.fairseq = fairseq;
        this.rules = rules;
        this.unkToken = unkToken;
        this.maskId = fairseq == null ? NONE : spm.size() + fairseq.offset();
        this.unkTokenId = fairseq == null ? NONE : fairseqUnkId(unkToken);
        this.ids = new int[spm.size()];
        for (int id = 0; id < ids.length; id++) {
            ids[id] = tokenToId(spm.idToPiece(id));
        }
    }

    private int fairseqUnkId(String unk) {
        int k = unk == null ? -1 : fairseq.tokens().indexOf(unk);
        if (k >= 0) {
            return k;
        }
        if ("<mask>".equals(unk)) {
            return maskId;
        }
        int p = unk == null ? 0 : spm.pieceToId(unk);
        if (p == 0) {
            throw new IllegalArgumentException("the unknown token " + unk + " is neither in fairseq's table nor a piece of "
                    + "the SentencePiece model (transformers recurses without end on it)");
        }
        return p + fairseq.offset();
    }

    @Override
    public void encode(String chunk, ToIntFunction<String> toIds, IntList out) {
        String text = rules.normalize(chunk);
        int unknown = spm.unknownId();
        for (String word : rules.words(text)) {
            int[] pieceIds = spm.encodeAsIds(word);
            List<String> pieces = null;
            for (int i = 0; i < pieceIds.length; i++) {
                int id = pieceIds[i];
                if (id != unknown && !(rules.digitComma() && rules.digitCommaApplies(spm.idToPiece(id)))) {
                    out.add(ids[id]); // a vocabulary piece: never an added token, its id known
                    continue;
                }
                if (pieces == null) { // the piece's text: an unknown one may be an added or a fairseq token
                    pieces = spm.encodeAsPieces(word);
                }
                String piece = pieces.get(i);
                for (String p : rules.digitCommaApplies(piece) ? rules.digitCommaPieces(piece, spm) : List.of(piece)) {
                    out.add(TokenizerModel.checked(toIds.applyAsInt(p), p));
                }
            }
        }
    }

    @Override
    public int tokenToId(String token) {
        if (fairseq == null) {
            return spm.pieceToId(token);
        }
        int k = fairseq.tokens().indexOf(token);
        if (k >= 0) {
            return k;
        }
        if (token.equals("<mask>")) {
            return maskId;
        }
        int p = spm.pieceToId(token);
        return p == 0 ? unkTokenId : p + fairseq.offset();
    }

    @Override
    public String idToToken(int id) {
        if (fairseq != null) {
            if (id >= 0 && id < fairseq.tokens().size()) {
                return fairseq.tokens().get(id);
            }
            if (id == maskId) {
                return "<mask>";
            }
            id -= fairseq.offset();
        } else if (rules.unknownBeyondVocabulary() && id >= spm.size()) {
            return unkToken; // DeBERTa-v2: IdToPiece(index) if index < vocab_size else unk_token
        }
        return id >= 0 && id < spm.size() ? spm.idToPiece(id) : null;
    }

    @Override
    public int vocabSize() {
        return spm.size() + (fairseq == null ? 0 : fairseq.extra());
    }

    @Override
    public int idLimit() {
        return fairseq == null ? spm.size() : Math.max(maskId + 1, spm.size() + fairseq.offset());
    }

    @Override
    public String toString() {
        return "SentencePiece[" + spm.model() + (fairseq == null ? "" : ", fairseq offset " + fairseq.offset()) + ", "
                + rules + "]";
    }
}
