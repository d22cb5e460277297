/**
 * nlg-metrics METEOR: NLTK 3.8's METEOR ({@code nltk:meteor}, with a bundled WordNet 3.0 table) and
 * METEOR 1.5 ({@code meteor15:meteor}, the CMU jar's algorithm with its bundled synonym,
 * function-word and prefix tables), registered as profiles of the core registry.
 *
 * <p>It reads Python-emulation helpers that core exports to this module only
 * ({@code compat.python}), and Lucene's Snowball English stemmer (METEOR 1.5's {@code stem} module);
 * the Lucene module requires {@code org.apache.lucene.core}, so that jar is a runtime dependency.
 */
module io.github.nlgmetrics.meteor {
    requires io.github.nlgmetrics.core;
    requires org.apache.lucene.analysis.common;

    exports io.github.nlgmetrics.meteor;
    exports io.github.nlgmetrics.meteor.meteor15;

    provides io.github.nlgmetrics.ProfileProvider with
            io.github.nlgmetrics.meteor.MeteorProfiles,
            io.github.nlgmetrics.meteor.meteor15.Meteor15Profiles;
}
